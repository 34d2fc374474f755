import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_URL } from './e2e/stack-ports';

/** Debian's Chromium when present (no browser download needed), else Playwright's own. */
function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Files that neither send a transaction nor move the chain's shared state, so they may run beside any other.
 * Every other file runs in the `chain` project, one file at a time: those warp anvil's clock, turn automine
 * off, change the contracts' settings or send as the deployer, and a transaction of a file beside them would
 * hang or read a moved clock. A new file runs there too unless it is listed here.
 */
const OFF_CHAIN_FILES = [
  'app-shell.e2e.ts',
  'community.e2e.ts',
  'community-invites.e2e.ts',
  'community-wallet-login.e2e.ts',
  'csp.e2e.ts',
  'home-layout.e2e.ts',
  'hostile.e2e.ts',
  'navigation-and-headers.e2e.ts',
  'pwa.e2e.ts',
  'wallet-app-links.e2e.ts',
  'wallet-session.e2e.ts',
  'wallet-stack-loading.e2e.ts',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Files spread over the workers, each file's tests in order on one; every file has dev accounts of its own.
  fullyParallel: false,
  // Two: a chain file and an off-chain file side by side. Each test mostly waits (on the page, on the chain),
  // so on two cores the suite took 450 s instead of 834 s for the same 720 s of test time; only when other
  // work saturates the machine does every test take twice as long, and then two workers gain nothing.
  workers: 2,
  projects: [
    { name: 'chain', testIgnore: OFF_CHAIN_FILES, workers: 1 },
    { name: 'off-chain', testMatch: OFF_CHAIN_FILES },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_APP_URL,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // A service worker answers some requests before page.route sees them; the PWA tests allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
