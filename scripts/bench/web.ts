// `npm run bench:web`: builds the production export (no test wallet), serves it gzip-compressed by the
// reference server on its own ports with its own anvil and deploy, measures it, and writes
// docs/PERFORMANCE.md and docs/performance.json. A benchmark, not a test: a missed target is reported,
// not failed. Ports: BENCH_PORT (3205), BENCH_RPC_PORT (8605), BENCH_DEBUG_PORT (9235).
// BENCH_ONLY=upgrade measures the upgrade alone and prints its section instead of writing the report;
// BENCH_ONLY=pages measures the JavaScript per route and Lighthouse alone and prints their report;
// BENCH_ONLY=home-js measures the framework floor and /home's JavaScript alone (no Lighthouse) and prints them.
// The next `npm start` or e2e run rebuilds with the test wallet (the build stamp records the flag).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maxUint256 } from 'viem';
import { ROUTES } from '../../lib/navigation/routes';
import { CHROMIUM_ARGS } from '../lib/chromium';
import { API_PREFIX, runOnSignedInStack } from '../lib/signedInStack';
import { ROOT } from '../stack';
import { devAccount } from '../../lib/foundry/devAccounts';
import { connectBenchChain } from './chain';
import {
  buildFrameworkFloor,
  measureFrameworkFloor,
  serveFrameworkFloor,
  type FrameworkFloor,
  type FrameworkFloorBuild,
} from './frameworkFloor';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { median } from './median';
import { measureNftTabRpc, openNftSession, upgradeThroughUi, type RpcTraffic } from './nft';
import { homeJsText, renderReport, upgradeSection, type BenchReport, type Section, type UpgradeTiming } from './report';
import { measureRouteJs, type RouteJs } from './routeJs';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3205);
const RPC_PORT = Number(process.env.BENCH_RPC_PORT ?? 8605);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9235);
const ONLY_UPGRADE = process.env.BENCH_ONLY === 'upgrade';
const ONLY_PAGES = process.env.BENCH_ONLY === 'pages';
const ONLY_HOME_JS = process.env.BENCH_ONLY === 'home-js';
/** Lighthouse's variability guide: the median of 5 runs is twice as stable as one run. */
const LIGHTHOUSE_RUNS = 5;
/** Dev account 8 holds the benchmark's creatures: the deploy's demo state leaves it without any. */
const HOLDER_INDEX = 8;
const HOLDER = devAccount(HOLDER_INDEX);
const CREATURES = 100;
const UPGRADE_RUNS = 5;
/** The upgrade's paths: approvals in place, both needed with a wallet of one prompt per transaction, both needed with an EIP-5792 wallet. */
const UPGRADE_PATHS = [
  { id: 'approvalsInPlace', approvalsInPlace: true, atomicWallet: false },
  { id: 'bothApprovals', approvalsInPlace: false, atomicWallet: false },
  { id: 'bothApprovalsAtomic', approvalsInPlace: false, atomicWallet: true },
] as const;

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
  async ({ stack, browser, launch, session, log }) => {
    const loadBefore = os.loadavg()[0]!;
    const articleId = await seededArticleId(stack.appUrl);
    const articleRoute = `/home/inforDetail?id=${articleId}`;
    const routeUrls = [
      '/',
      ...ROUTES.map((route) =>
        route.path === '/home/inforDetail' ? articleRoute : route.path === '/familyDetail' ? '/familyDetail?id=1' : route.path,
      ),
    ];

    const chain = connectBenchChain(stack.rpcUrl, stack.contracts);
    /** The upgrade per path, each UI run beside a bare script run, on creatures of `tokenIds`. */
    const measureUpgrade = (tokenIds: bigint[]) =>
      section<UpgradeTiming[]>(log, 'Upgrade: UI against the bare script, per path', async () => {
        const timings: UpgradeTiming[] = [];
        let next = 0;
        for (const path of UPGRADE_PATHS) {
          const uiTokens = tokenIds.slice(next, (next += UPGRADE_RUNS));
          const scriptTokens = tokenIds.slice(next, (next += UPGRADE_RUNS));
          for (const tokenId of [...uiTokens, ...scriptTokens]) await chain.reveal(HOLDER, tokenId);
          const allowance = path.approvalsInPlace ? maxUint256 : 0n;
          const uiMs: number[] = [];
          const uiSequentialRpcRequests: number[] = [];
          const prompts: number[] = [];
          const scriptMs: number[] = [];
          for (let run = 0; run < UPGRADE_RUNS; run += 1) {
            await chain.setUpgradeAllowances(HOLDER, allowance);
            const nft = await openNftSession(browser, session, { account: HOLDER, index: HOLDER_INDEX }, stack.rpcUrl, path.atomicWallet);
            try {
              const measured = await upgradeThroughUi(nft, stack.appUrl, chain, uiTokens[run]!);
              uiMs.push(measured.elapsedMs);
              uiSequentialRpcRequests.push(measured.sequentialRpcRequests);
              prompts.push(measured.prompts);
            } finally {
              await nft.close();
            }
            await chain.setUpgradeAllowances(HOLDER, allowance);
            scriptMs.push(await chain.upgradeByScript(HOLDER, scriptTokens[run]!, !path.approvalsInPlace));
            log(
              `  ${path.id} run ${run + 1}: UI ${uiMs.at(-1)!.toFixed(0)} ms (${uiSequentialRpcRequests.at(-1)} round trips to /rpc, ${prompts.at(-1)} prompts), script ${scriptMs.at(-1)!.toFixed(0)} ms`,
            );
          }
          const ui = median(uiMs);
          const script = median(scriptMs);
          timings.push({
            path: path.id,
            uiMs,
            uiSequentialRpcRequests,
            prompts,
            scriptMs,
            medianUiMs: Math.round(ui),
            medianScriptMs: Math.round(script),
            ratio: Number((ui / script).toFixed(2)),
          });
        }
        return timings;
      });

    if (ONLY_UPGRADE) {
      const creatures = await chain.buyCreatures(HOLDER, 3 * 2 * UPGRADE_RUNS);
      console.log(upgradeSection(await measureUpgrade(creatures)));
      return;
    }

    if (ONLY_HOME_JS) {
      const home = await measureRouteJs(browser, stack.appUrl, '/home', session);
      console.log(homeJsText(await measureFrameworkFloor(), home));
      return;
    }

    const floorBuild = await section<FrameworkFloorBuild>(log, 'The framework floor: an empty Next.js page', buildFrameworkFloor);
    const frameworkFloor: Section<FrameworkFloor> = floorBuild.ok ? { ok: true, value: floorBuild.value.floor } : floorBuild;

    const routeJs = await section(log, 'JavaScript per route', async () => {
      const measured: RouteJs[] = [];
      for (const route of routeUrls) {
        const result = await measureRouteJs(browser, stack.appUrl, route, session);
        log(
          `  ${route}: ${result.gzipBytes} B gzip in ${result.scripts} scripts (initial ${result.initialGzipBytes} B), wagmi ${result.wagmi}, viem ${result.viem}`,
        );
        measured.push(result);
      }
      return measured;
    });

    const notMeasured = { ok: false, error: 'not measured (BENCH_ONLY=pages)' } as const;
    const creatures = ONLY_PAGES
      ? notMeasured
      : await section(log, `Buying ${CREATURES} creatures for ${HOLDER.address}`, () => chain.buyCreatures(HOLDER, CREATURES));

    const nftRpc: Section<RpcTraffic> = ONLY_PAGES
      ? notMeasured
      : await section<RpcTraffic>(log, 'JSON-RPC of the NFT tab', async () => {
          if (!creatures.ok) throw new Error('No creatures were bought');
          const nft = await openNftSession(browser, session, { account: HOLDER, index: HOLDER_INDEX }, stack.rpcUrl);
          try {
            return await measureNftTabRpc(nft, stack.appUrl, CREATURES);
          } finally {
            await nft.close();
          }
        });

    const upgrade: Section<UpgradeTiming[]> = creatures.ok
      ? await measureUpgrade(creatures.value)
      : { ok: false, error: ONLY_PAGES ? notMeasured.error : 'No creatures were bought' };

    const lighthouseOptions = {
      runsPerRoute: LIGHTHOUSE_RUNS,
      browser: launch,
      debuggingPort: DEBUG_PORT,
      log,
    };
    const lighthouse = await section<LighthouseResult[]>(log, 'Lighthouse (mobile)', () =>
      runLighthouse({ ...lighthouseOptions, appUrl: stack.appUrl, routes: ['/home', articleRoute, '/nft', '/wallet'], session }),
    );
    const floorLighthouse = await section<LighthouseResult>(log, 'Lighthouse (mobile) on the framework floor', async () => {
      if (!floorBuild.ok) throw new Error(`The framework floor was not built: ${floorBuild.error}`);
      const served = await serveFrameworkFloor(floorBuild.value.outDir);
      try {
        const [result] = await runLighthouse({ ...lighthouseOptions, appUrl: served.origin, routes: ['/'] });
        return result!;
      } finally {
        await served.close();
      }
    });
    if (floorBuild.ok) floorBuild.value.remove();

    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      environment: {
        node: process.version,
        cpus: os.cpus().length,
        chromium: browser.version(),
        loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
      },
      frameworkFloor,
      routeJs,
      lighthouse,
      floorLighthouse,
      nftRpc,
      upgrade,
    };
    if (ONLY_PAGES) {
      console.log(renderReport(report));
      return;
    }
    mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
    writeFileSync(path.join(ROOT, 'docs/performance.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'docs/PERFORMANCE.md'), renderReport(report));
    log('Wrote docs/PERFORMANCE.md and docs/performance.json');
  },
);
