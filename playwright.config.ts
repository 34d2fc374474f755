import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';

/** A run that shows the browser (`--headed`, `--debug`, `--ui`) needs the whole one. */
const HEADED = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Files spread over the workers, each file's tests in order on one; every file has dev accounts of its own,
  // and every worker a stack of its own (e2e/stack-ports.ts), so a file that warps its chain's clock or stops
  // its mining holds up no other.
  fullyParallel: false,
  // Three on two cores: a test often waits (on its chain, on a timeout) with the cores idle. The suite took 275 s
  // on three workers against 303 s on two, with other work on the machine.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    // A failed test's trace keeps its actions, network and console; DOM snapshots and the screencast are left out:
    // recording them for every test cost 47 of the suite's 353 CPU-seconds (snapshots alone about 30).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    // A service worker answers some requests before page.route sees them; the PWA tests allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath({ whole: HEADED }),
      // Without V8's optimising compiler: a test's page lives seconds, too short for optimised code to repay its
      // compilation. Three files' renderers took 27 CPU-seconds against 31 and 32 with it.
      args: [...CHROMIUM_ARGS, '--js-flags=--no-opt'],
    },
  },
});
