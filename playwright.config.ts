import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_URL } from './e2e/stack-ports';

/** Debian's Chromium when present (no browser download needed), else Playwright's own. */
function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
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
