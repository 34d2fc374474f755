import { chromium } from 'playwright';
import { CHROMIUM_ARGS, wholeChromium } from './chromium';

describe('the whole Chromium of the benchmarks', () => {
  it("runs with its address bar's popup off, and with every feature Playwright turns off", async () => {
    const launch = await wholeChromium(CHROMIUM_ARGS);
    // Automation on, so the browser reports the command line it was started with.
    const browser = await chromium.launch({ ...launch, args: [...launch.args, '--enable-automation'] });
    try {
      const session = await browser.newBrowserCDPSession();
      const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
      const disabled = commandLine.filter((arg) => arg.startsWith('--disable-features='));
      // Chromium reads only the last of several: one list must carry them all.
      expect(disabled).toHaveLength(1);
      const features = disabled[0]!.slice('--disable-features='.length).split(',');
      expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PaintHolding', 'Translate']));

      // The popup's pages are made with the browser's window, which a new page opens: by then they would be there.
      await browser.newPage();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
