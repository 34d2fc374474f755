// `npm run bench:web`: builds the production export (no test wallet), serves it gzip-compressed by the
// reference server on its own ports with its own anvil and deploy, measures it, and writes
// docs/PERFORMANCE.md and docs/performance.json. A benchmark, not a test: a missed target is reported,
// not failed. Ports: BENCH_PORT (3205), BENCH_RPC_PORT (8605), BENCH_DEBUG_PORT (9235).
// The next `npm start` or e2e run rebuilds with the test wallet (the build stamp records the flag).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../../lib/navigation/routes';
import { API_PREFIX, CHROMIUM, runOnSignedInStack } from '../lib/signedInStack';
import { ROOT } from '../stack';
import { connectBenchChain, devAccount } from './chain';
import { measureFrameworkFloor } from './frameworkFloor';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { median } from './median';
import { measureNftTabRpc, openNftSession, upgradeThroughUi, type RpcTraffic } from './nft';
import { renderReport, type BenchReport, type Section, type UpgradeTiming } from './report';
import { measureRouteJs, type RouteJs } from './routeJs';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3205);
const RPC_PORT = Number(process.env.BENCH_RPC_PORT ?? 8605);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9235);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LIGHTHOUSE_RUNS = 3;
/** Dev account 8 holds the benchmark's creatures: the deploy's demo state leaves it without any. */
const HOLDER = devAccount(8);
const CREATURES = 100;
const UPGRADE_RUNS = 5;

/** Runs one part; a failure is recorded in the report instead of ending the benchmark. */
async function section<T>(log: (line: string) => void, name: string, run: () => Promise<T>): Promise<Section<T>> {
  log(name);
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`${name} failed: ${message}`);
    return { ok: false, error: message };
  }
}

async function seededArticleId(appUrl: string): Promise<number> {
  const response = await fetch(`${appUrl}${API_PREFIX}/public/article/top-article?size=1`);
  const body = (await response.json()) as { data: { id: number }[] | null };
  const id = body.data?.[0]?.id;
  if (id === undefined) throw new Error('The server has no seeded article');
  return id;
}

runOnSignedInStack(
  { name: 'bench', serverPort: SERVER_PORT, rpcPort: RPC_PORT, testWallet: false, chromiumArgs: CHROMIUM_ARGS, email: 'bench@example.com' },
  async ({ stack, browser, session, log }) => {
    const articleId = await seededArticleId(stack.appUrl);
    const articleRoute = `/home/inforDetail?id=${articleId}`;
    const routeUrls = ['/', ...ROUTES.map((route) => (route.path === '/home/inforDetail' ? articleRoute : route.path === '/familyDetail' ? '/familyDetail?id=1' : route.path))];

    const frameworkFloor = await section(log, 'The framework floor: an empty Next.js page', measureFrameworkFloor);

    const routeJs = await section(log, 'JavaScript per route', async () => {
      const measured: RouteJs[] = [];
      for (const route of routeUrls) {
        const result = await measureRouteJs(browser, stack.appUrl, route, session);
        log(`  ${route}: ${result.gzipBytes} B gzip in ${result.scripts} scripts (initial ${result.initialGzipBytes} B), wagmi ${result.wagmi}, viem ${result.viem}`);
        measured.push(result);
      }
      return measured;
    });

    const chain = connectBenchChain(stack.rpcUrl);
    const creatures = await section(log, `Buying ${CREATURES} creatures for ${HOLDER.address}`, () => chain.buyCreatures(HOLDER, CREATURES));

    const nftRpc = await section<RpcTraffic>(log, 'JSON-RPC of the NFT tab', async () => {
      if (!creatures.ok) throw new Error('No creatures were bought');
      const nft = await openNftSession(browser, session, HOLDER, stack.rpcUrl);
      try {
        return await measureNftTabRpc(nft, stack.appUrl, CREATURES);
      } finally {
        await nft.close();
      }
    });

    const upgrade = await section<UpgradeTiming>(log, 'Upgrade: UI against the bare script', async () => {
      if (!creatures.ok) throw new Error('No creatures were bought');
      const [uiTokens, scriptTokens] = [creatures.value.slice(0, UPGRADE_RUNS), creatures.value.slice(UPGRADE_RUNS, 2 * UPGRADE_RUNS)];
      for (const tokenId of [...uiTokens, ...scriptTokens]) await chain.reveal(HOLDER, tokenId);
      const uiMs: number[] = [];
      const uiSequentialRpcRequests: number[] = [];
      const scriptMs: number[] = [];
      for (let run = 0; run < UPGRADE_RUNS; run += 1) {
        // Both sides start with no allowance: each does the two approvals and the upgrade.
        await chain.setUpgradeAllowances(HOLDER, 0n);
        const nft = await openNftSession(browser, session, HOLDER, stack.rpcUrl);
        try {
          const { elapsedMs, sequentialRpcRequests } = await upgradeThroughUi(nft, stack.appUrl, chain, uiTokens[run]!);
          uiMs.push(elapsedMs);
          uiSequentialRpcRequests.push(sequentialRpcRequests);
        } finally {
          await nft.close();
        }
        await chain.setUpgradeAllowances(HOLDER, 0n);
        scriptMs.push(await chain.upgradeByScript(HOLDER, scriptTokens[run]!));
        log(`  run ${run + 1}: UI ${uiMs.at(-1)!.toFixed(0)} ms (${uiSequentialRpcRequests.at(-1)} round trips to /rpc), script ${scriptMs.at(-1)!.toFixed(0)} ms`);
      }
      const ui = median(uiMs);
      const script = median(scriptMs);
      return {
        uiMs,
        uiSequentialRpcRequests,
        scriptMs,
        medianUiMs: Math.round(ui),
        medianScriptMs: Math.round(script),
        ratio: Number((ui / script).toFixed(2)),
      };
    });

    const lighthouse = await section<LighthouseResult[]>(log, 'Lighthouse (mobile)', () =>
      runLighthouse({
        appUrl: stack.appUrl,
        routes: ['/home', articleRoute, '/nft', '/wallet'],
        runsPerRoute: LIGHTHOUSE_RUNS,
        session,
        executablePath: CHROMIUM,
        chromiumArgs: CHROMIUM_ARGS,
        debuggingPort: DEBUG_PORT,
        log,
      }),
    );

    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      environment: { node: process.version, cpus: (await import('node:os')).cpus().length, chromium: browser.version() },
      frameworkFloor,
      routeJs,
      lighthouse,
      nftRpc,
      upgrade,
    };
    mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
    writeFileSync(path.join(ROOT, 'docs/performance.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'docs/PERFORMANCE.md'), renderReport(report));
    log('Wrote docs/PERFORMANCE.md and docs/performance.json');
  },
);
