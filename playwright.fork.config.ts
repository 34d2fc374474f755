import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The fork-safe suite (`npm run test:e2e:fork`): the same browser and fixtures as the e2e suite, against the
 * local stack forking FORK_URL. Its tests assume no demo state: they find holders and nests on the fork.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './e2e/fork',
  testMatch: '**/*.fork.ts',
  globalSetup: './e2e/fork/global-setup.ts',
  // Each test starts from a snapshot of its worker's fork and reverts to it: any test may run on any worker.
  fullyParallel: true,
  // The fork suite proves the contracts' flows, in Chromium alone.
  projects: baseConfig.projects?.filter(({ name }) => name === 'chromium'),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-fork' }]],
});
