import { existsSync } from 'node:fs';

/** Flags for every Chromium the tests and tools start: no sandbox (root in CI), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium when present (no browser download needed), else Playwright's own. Headless, its headless
 * shell, which is what Playwright itself runs headless: two of the suite's files (22 tests) took 53 CPU-seconds
 * in it against 65 in the whole browser. The whole one where a test needs what the shell lacks (system
 * notifications), where the browser is shown, and for the benchmarks, whose reports were measured in it.
 */
export function chromiumPath({ whole }: { whole: boolean }): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const debianBrowsers = whole ? ['/usr/bin/chromium'] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  return debianBrowsers.find((browser) => existsSync(browser));
}
