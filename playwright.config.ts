import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';
import { firefoxPath } from './scripts/lib/firefox';
import type { EngineOptions } from './e2e/fixtures';

/** A run that shows the browser (`--headed`, `--debug`, `--ui`) needs the whole one. */
const HEADED = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));

export default defineConfig<EngineOptions>({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Files spread over the workers, each file's tests in order on one; every file has dev accounts of its own,
  // and every worker a stack of its own (e2e/stack-ports.ts), so a file that warps its chain's clock or stops
  // its mining holds up no other.
  fullyParallel: false,
  // One stack and one browser a core: a third worker's stack and browser left each test waiting for a core, and
  // waits sized for a working machine ran out on a fresh one.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The whole run's backstop, for a hang: no wait of its own (a stack's start, a test) is sized by it.
  globalTimeout: 30 * 60_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    // A failed test's trace keeps its actions, network and console; DOM snapshots and the screencast are left out:
    // recording them for every test cost 47 of the suite's 353 CPU-seconds (snapshots alone about 30).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // A service worker answers some requests before page.route sees them; the PWA tests allow it.
    serviceWorkers: 'block',
  },
  // Each project is run by an `npm run` of its own (`--project`), so each starts from fresh stacks: the same file
  // run twice on one chain would find the first run's upgrades and purchases there.
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath({ whole: HEADED }),
          // Without V8's optimising compiler: a test's page lives seconds, too short for optimised code to repay its
          // compilation. Three files' renderers took 27 CPU-seconds against 31 and 32 with it.
          args: [...CHROMIUM_ARGS, '--js-flags=--no-opt'],
        },
      },
    },
    {
      // Firefox over WebDriver BiDi (Debian's ESR, no geckodriver): the journeys tagged @engines. Left out, as
      // Playwright's BiDi Firefox cannot run them: the PWA tests (no service-worker network events), and whatever
      // needs a phone (no `isMobile`, so no touch events and no mobile viewport meta); Pixel 7's screen size
      // and user agent are kept. Playwright is pinned at 1.64.1, the last release whose BiDi commands ESR 153
      // answers (1.65 sends emulation.setMediaFeaturesOverride).
      name: 'firefox',
      grep: /@engines/,
      use: {
        browserName: 'firefox',
        viewport: devices['Pixel 7'].viewport,
        userAgent: devices['Pixel 7'].userAgent,
        deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath() },
        // A page's load can end before React has hydrated it, and what is typed before then is lost.
        waitForHydration: true,
      },
    },
  ],
});
