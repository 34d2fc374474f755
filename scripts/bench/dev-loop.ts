// `npm run bench:dev`: the edit-and-see loop of `npm run dev`, measured. It starts the development stack on its
// own ports (BENCH_DEV_PORT 3225, BENCH_DEV_RPC_PORT 8625), opens Home in Chromium, then saves a change to a
// component Home renders and times how long the open page takes to show it, five times. The page must not
// reload: a mark left on `window` before the first save must still be there after the last. The component's
// file is put back as it was, whatever happens. A benchmark, not a test: the figures are printed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../lib/chromium';
import { runOnSignedInStack } from '../lib/signedInStack';
import { ROOT } from '../stack';
import { median } from './median';

const SERVER_PORT = Number(process.env.BENCH_DEV_PORT ?? 3225);
const RPC_PORT = Number(process.env.BENCH_DEV_RPC_PORT ?? 8625);
const SAVES = 5;
/** A component of Home's: its first element gets a new attribute at each save. */
const EDITED_COMPONENT = path.join(ROOT, 'components/home/HomeScreen.tsx');
const ANCHOR = '<div className=';
/** The save-to-screen target of `npm run dev`. */
const TARGET_MS = 2000;

runOnSignedInStack(
  {
    name: 'bench-dev',
    serverPort: SERVER_PORT,
    rpcPort: RPC_PORT,
    testWallet: true,
    chromiumArgs: CHROMIUM_ARGS,
    email: 'bench-dev@example.com',
    devServer: { apiPort: SERVER_PORT + 1 },
  },
  async ({ stack, browser, log }) => {
    const original = readFileSync(EDITED_COMPONENT, 'utf8');
    if (!original.includes(ANCHOR)) throw new Error(`${path.relative(ROOT, EDITED_COMPONENT)} has no "${ANCHOR}" to change`);
    const page = await browser.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // A save before the page's hot reload client has subscribed to its chunks' updates reaches it as a reload.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        if (socket.url().includes('/_next/hmr'))
          socket.on('framesent', ({ payload }) => String(payload).includes('"turbopack-subscribe"') && resolve());
      });
    });
    try {
      await page.goto(`${stack.appUrl}/home`);
      await page.locator('html[data-hydrated]').waitFor();
      await subscribed;
      await page.evaluate(() => Object.assign(window, { devLoopMark: true }));
      const timings: number[] = [];
      for (let save = 1; save <= SAVES; save += 1) {
        const probe = `save-${save}`;
        const savedAt = performance.now();
        writeFileSync(EDITED_COMPONENT, original.replace(ANCHOR, `<div data-dev-probe="${probe}" className=`));
        await page.locator(`[data-dev-probe="${probe}"]`).waitFor({ state: 'attached', timeout: 60_000 });
        timings.push(performance.now() - savedAt);
        log(`save ${save}: on screen after ${Math.round(timings.at(-1)!)} ms`);
      }
      const reloaded = !(await page.evaluate(() => 'devLoopMark' in window));
      if (reloaded) throw new Error('The page reloaded: the change did not arrive by hot reload');
      if (pageErrors.length > 0) throw new Error(`Uncaught page error: ${pageErrors[0]!.message}`);
      const medianMs = Math.round(median(timings));
      console.log(
        `\nSave to screen in npm run dev (${SAVES} saves, no reload): median ${medianMs} ms, max ${Math.round(Math.max(...timings))} ms; target ≤ ${TARGET_MS} ms: ${medianMs <= TARGET_MS ? 'met' : 'missed'}`,
      );
    } finally {
      writeFileSync(EDITED_COMPONENT, original);
    }
  },
);
