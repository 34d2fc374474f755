// (3) The JSON-RPC traffic of showing the NFT tab with 100 creatures, and (4) the upgrade through the UI
// timed from the press to "Upgrade confirmed". The page talks to the chain through /rpc (the app's own
// reads, batched) and through the wallet (counted apart by the benchmark wallet).
import type { Browser, Page } from 'playwright';
import type { HDAccount } from 'viem/accounts';
import { installBenchWallet, type BenchWallet } from './benchWallet';
import type { BenchChain } from './chain';
import { seedSession, type SignedInSession } from '../lib/session';

export interface RpcTraffic {
  /** HTTP POSTs to /rpc. */
  httpRequests: number;
  /** JSON-RPC calls inside them (a batch counts each call). */
  calls: number;
  methods: Record<string, number>;
  /** Requests the wallet sent to the chain for the page (not through /rpc). */
  walletRequests: Record<string, number>;
  /** Creature rows on screen when counted. */
  creaturesShown: number;
  elapsedMs: number;
}

interface JsonRpcCall {
  method?: string;
}

/** Counts the page's POSTs to /rpc and the calls inside each. */
function watchRpc(page: Page) {
  const traffic = { httpRequests: 0, calls: 0, methods: {} as Record<string, number> };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/rpc') return;
    traffic.httpRequests += 1;
    let body: JsonRpcCall | JsonRpcCall[] = [];
    try {
      body = request.postDataJSON() as JsonRpcCall | JsonRpcCall[];
    } catch {
      // Not JSON: counted as a request with no calls.
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      traffic.calls += 1;
      const method = call.method ?? 'unknown';
      traffic.methods[method] = (traffic.methods[method] ?? 0) + 1;
    }
  });
  return traffic;
}

export interface NftSession {
  page: Page;
  wallet: BenchWallet;
  close(): Promise<void>;
}

/** A signed-in page with the benchmark wallet of dev account `holderIndex`, no service worker (a first visit). */
export async function openNftSession(
  browser: Browser,
  session: SignedInSession,
  holder: { account: HDAccount; index: number },
  rpcUrl: string,
  atomicBatches = false,
): Promise<NftSession> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } });
  await seedSession(context, session);
  const wallet = await installBenchWallet(context, holder.account.address, rpcUrl, { accountIndex: holder.index, atomic: atomicBatches });
  const page = await context.newPage();
  return { page, wallet, close: () => context.close() };
}

/** From opening /nft (connecting the wallet on the way) to every creature row on screen. */
export async function measureNftTabRpc(nft: NftSession, appUrl: string, expectedCreatures: number): Promise<RpcTraffic> {
  const { page, wallet } = nft;
  wallet.resetCounts();
  const traffic = watchRpc(page);
  const started = performance.now();
  await page.goto(`${appUrl}/nft`);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const rows = page.locator('[data-testid^="creature-"]');
  await rows.nth(expectedCreatures - 1).waitFor({ timeout: 60_000 });
  const elapsedMs = performance.now() - started;
  // Anything the screen still fires right after the list shows belongs to showing it.
  await page.waitForLoadState('networkidle');
  return {
    ...traffic,
    walletRequests: Object.fromEntries(wallet.forwarded),
    creaturesShown: await rows.count(),
    elapsedMs: Math.round(elapsedMs),
  };
}

/** The text the UI shows once the upgrade is confirmed. */
const UPGRADE_CONFIRMED = 'Upgrade confirmed';

/** The upgrade through the UI: how long it took, and how many round trips to /rpc it waited on. */
export interface UiUpgrade {
  elapsedMs: number;
  /** Requests to /rpc that began only after every earlier one had ended: each one a full round trip the flow waited for. */
  sequentialRpcRequests: number;
  /** Times the wallet asked the user to send something. */
  prompts: number;
}

/** How many of `requests` began after every earlier one had ended. */
function sequentialCount(requests: { startedAt: number; endedAt: number }[]): number {
  let lastEnd = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const request of [...requests].sort((a, b) => a.startedAt - b.startedAt)) {
    if (request.startedAt >= lastEnd) count += 1;
    lastEnd = Math.max(lastEnd, request.endedAt);
  }
  return count;
}

/**
 * Presses "Upgrade Speed" on `tokenId` and waits for the UI to confirm; milliseconds from the press to
 * the confirmation in the page. Both ends are taken inside the page (the click event, and the mutation
 * that puts the text in), so neither the sheet's opening animation nor the test driver's polling counts.
 * The /rpc requests in between are timed by the browser (Resource Timing), on the same clock.
 */
export async function upgradeThroughUi(nft: NftSession, appUrl: string, chain: BenchChain, tokenId: bigint): Promise<UiUpgrade> {
  const { page } = nft;
  await page.goto(`${appUrl}/nft`);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId(`creature-${tokenId}`).click();
  const upgrade = page.getByRole('button', { name: 'Upgrade Speed' });
  // Visible, still and enabled: ready to be pressed.
  await upgrade.click({ trial: true });
  const levelBefore = await chain.speedLevel(tokenId);

  await page.evaluate((text) => {
    // The page has loaded dozens of images by now: room for the flow's requests past the default 250 entries.
    performance.setResourceTimingBufferSize(2_000);
    const timing = window as unknown as { upgradeTiming: Promise<{ pressedAt: number; confirmedAt: number }> };
    timing.upgradeTiming = new Promise((resolve) => {
      let pressedAt: number | undefined;
      document.addEventListener('click', () => (pressedAt ??= performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        // The outcome note itself: the page's own data (its scripts) carries the catalogue's texts too.
        if (pressedAt === undefined || !document.querySelector('[data-testid="tx-done"]')?.textContent?.includes(text)) return;
        observer.disconnect();
        resolve({ pressedAt, confirmedAt: performance.now() });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, UPGRADE_CONFIRMED);
  nft.wallet.resetCounts();
  await upgrade.click();
  await page.getByTestId('tx-done').filter({ hasText: UPGRADE_CONFIRMED }).waitFor({ timeout: 60_000 });
  const { elapsedMs, rpcRequests } = await page.evaluate(async () => {
    const { pressedAt, confirmedAt } = await (window as unknown as { upgradeTiming: Promise<{ pressedAt: number; confirmedAt: number }> })
      .upgradeTiming;
    const rpc = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname === '/rpc' && entry.startTime >= pressedAt && entry.responseEnd <= confirmedAt)
      .map((entry) => ({ startedAt: entry.startTime, endedAt: entry.responseEnd }));
    return { elapsedMs: confirmedAt - pressedAt, rpcRequests: rpc };
  });

  if ((await chain.speedLevel(tokenId)) !== levelBefore + 1) throw new Error(`Creature ${tokenId} was not upgraded`);
  return { elapsedMs, sequentialRpcRequests: sequentialCount(rpcRequests), prompts: nft.wallet.prompts() };
}
