// (3) The JSON-RPC traffic of showing the NFT tab with 100 creatures, and (4) the upgrade through the UI
// timed from the press to "Upgrade confirmed". The page talks to the chain through /rpc (the app's own
// reads, batched) and through the wallet (counted apart by the benchmark wallet).
import type { Browser, Page } from 'playwright';
import type { HDAccount } from 'viem/accounts';
import { installBenchWallet, type BenchWallet } from './benchWallet';
import type { BenchChain } from './chain';
import { seedSession, type BenchSession } from './session';

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

/** A signed-in page with the benchmark wallet of `holder`, no service worker (a first visit). */
export async function openNftSession(browser: Browser, session: BenchSession, holder: HDAccount, rpcUrl: string): Promise<NftSession> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } });
  await seedSession(context, session);
  const wallet = await installBenchWallet(context, holder.address, rpcUrl);
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

/** Presses "Upgrade Speed" on `tokenId` and waits for the UI to confirm; milliseconds from press to confirmed. */
export async function upgradeThroughUi(nft: NftSession, appUrl: string, chain: BenchChain, tokenId: bigint): Promise<number> {
  const { page } = nft;
  await page.goto(`${appUrl}/nft`);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId(`creature-${tokenId}`).click();
  const upgrade = page.getByRole('button', { name: 'Upgrade Speed' });
  await upgrade.waitFor();
  const levelBefore = await chain.speedLevel(tokenId);

  const started = performance.now();
  await upgrade.click();
  await page.getByText('Upgrade confirmed').waitFor({ timeout: 60_000 });
  const elapsed = performance.now() - started;

  if ((await chain.speedLevel(tokenId)) !== levelBefore + 1) throw new Error(`Creature ${tokenId} was not upgraded`);
  return elapsed;
}
