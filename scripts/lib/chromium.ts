import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright';

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

/** Launch options with their arguments spelled out, so a caller can add its own. */
export type ChromiumLaunch = LaunchOptions & { args: string[] };

const DISABLE_FEATURES = '--disable-features=';

/**
 * The whole browser's work for its own UI, turned off where it runs: since Chromium 151 it preloads its address
 * bar's popup, headless too, as two WebUI pages of about 200 module scripts each, in renderers that take the
 * CPU from the page under test. Puppeteer's launcher turns the same two off.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * How to launch the whole Chromium with `args` and without its UI's preloading. Chromium reads only the last
 * --disable-features, so Playwright's own list (the browser's command line, which it reports once automation is
 * on) is read from a first launch and extended rather than replaced.
 */
export async function wholeChromium(args: readonly string[]): Promise<ChromiumLaunch> {
  const executablePath = chromiumPath({ whole: true });
  const probe = await chromium.launch({ executablePath, args: [...args, '--enable-automation'] });
  let playwrightFeatures: string | undefined;
  try {
    const session = await probe.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    playwrightFeatures = commandLine.find((arg) => arg.startsWith(DISABLE_FEATURES));
  } finally {
    await probe.close();
  }
  const features = [playwrightFeatures?.slice(DISABLE_FEATURES.length), ...BROWSER_UI_FEATURES].filter(Boolean).join(',');
  return {
    executablePath,
    ignoreDefaultArgs: playwrightFeatures ? [playwrightFeatures] : [],
    args: [...args, `${DISABLE_FEATURES}${features}`],
  };
}
