// `npm run bench:server`: the reference server in this process on a loopback port, on a fresh PGlite with the
// seed and then on a fresh PostgreSQL database with the seed (a cluster this run starts and stops), loaded with autocannon (in a worker thread, off the server's event loop) at 50 connections: the
// article list (twice: with no Accept-Encoding, as autocannon asks by default, and accepting gzip, as a
// browser asks), an article, the NFT assets of an owner, the `/rpc` proxy forwarding eth_blockNumber to an
// anvil this run starts, from many client addresses as many polling wallets, a revealed creature's metadata JSON
// and PNG (from contracts this run deploys to that anvil), and a bare Hono route as the baseline, measured again just before each route so that a change in the machine's load between routes does
// not skew its ratio. Prints req/s, p50 and p99 with the ratios to the bare route, the rows each route's
// requests added to rate_limit_hits per 1,000 of them, the two databases side by side, and checks the targets
// on each. The token metadata is also measured cold: one request at a time, each to a new instance that keeps
// nothing yet, so each reads the chain and draws (and rasterises) the picture. The order book's reads are measured over
// 10,000 orders written straight into the database (unsigned: only reads are measured), each beside the plan the
// database picks for it. BENCH_ROUTES=market (any part of the routes' names) measures only the routes so named.
// Not a test: the figures depend on the machine and on what else runs on it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { startAnvil, type Anvil } from '../lib/foundry/anvil';
import { createApp, mainApiPrefix, WALLET_API_PREFIX } from '../server/app';
import { describeChain } from '../server/chain/chain-info';
import type { ContractAddressBook } from '../contracts-abi';
import { readServerConfig } from '../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/client';
import { articleCategories, articles, nftTokens, rateLimitHits } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { createTokenMetadataCache } from '../server/metadata/token-metadata';
import { closeHttpServer, listen } from '../server/start';
import { createSession } from '../server/services/session-service';
import { findOrCreateUserByEmail } from '../server/services/user-service';
import { startPostgres } from '../server/test-support/postgres-server';
import { createEmptyPostgresDatabase } from '../server/test-support/postgres-test-databases';
import { deploy } from './deploy/deployContracts';
import { explainMarketRead, MARKET_ORDER_COUNT, marketReads, scansTable, seedMarketOrders } from './bench/market-orders';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHAIN_ID = 2810;
const MAIN = mainApiPrefix('afa');
/** The targets of the reference server's issue, for the article list. */
const TARGET_THROUGHPUT_RATIO = 0.5;
const TARGET_P99_MS = 25;

const OWNER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const OWNED_TOKENS = 40;
/** Enough addresses that none reaches the proxy's per-client limit at the rates measured here. */
const RPC_CLIENTS = 2000;
const METADATA_ORIGIN = 'https://meta.example.com';
/** The demo state's first creature, revealed and in a wallet. */
const CREATURE_METADATA = `/metadata/${CHAIN_ID}/creatures/1`;
const TOKEN_JSON = 'token JSON';
const TOKEN_PNG = 'token PNG';
/** Cold answers measured per route: each on a new instance, one after the other. */
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 50);
/** Only the routes whose names hold this, when set (the cold token metadata is then left out too). */
const ROUTES = process.env.BENCH_ROUTES;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent from this many client addresses (X-Forwarded-For) in turn rather than from one. */
  clients?: number;
}

const BARE_ROUTE: Scenario = { name: 'bare Hono route', method: 'GET', path: '/bare' };
/** The route the targets are set for. */
const ARTICLE_LIST = 'article list';

interface Measurement {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

type Fetch = Hono['fetch'];

/** An owner with some indexed tokens, and a live session token, so get-nft-assets reads real rows. */
async function prepareNftOwner(db: Database, creatureContract: string): Promise<string> {
  await db.insert(nftTokens).values(
    Array.from({ length: OWNED_TOKENS }, (_, index) => ({
      chainId: CHAIN_ID,
      contractAddress: creatureContract,
      tokenId: String(index + 1),
      ownerAddress: OWNER,
      ownedSinceBlock: index + 1,
    })),
  );
  const user = await findOrCreateUserByEmail(db, 'bench@example.com');
  return createSession(db, new Date(), user.id);
}

/** In the benchmarking range (RFC 2544), so no address is anyone's. */
function clientAddress(index: number): string {
  return `198.18.${index >> 8}.${index & 255}`;
}

async function measure(baseUrl: string, scenario: Scenario): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    requests: scenario.clients
      ? Array.from({ length: scenario.clients }, (_, index) => ({ headers: { 'x-forwarded-for': clientAddress(index) } }))
      : undefined,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    // One worker thread: the load generator does not compete with the server for its event loop.
    workers: 1,
  });
  return {
    scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A route measured right after the bare route, its baseline, on one database. */
interface Comparison {
  engine: DatabaseHandle['kind'];
  route: Measurement;
  bare: Measurement;
  /** Rows the route's requests added to rate_limit_hits, per 1,000 requests the server received. */
  rateLimitWritesPerThousand: number;
}

function printTable(comparisons: Comparison[]): void {
  const rows = comparisons.map(({ engine, route, bare, rateLimitWritesPerThousand }) => ({
    database: engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
    route: route.scenario.name,
    'req/s': Math.round(route.requestsPerSecond),
    'p50 ms': route.p50,
    'p99 ms': route.p99,
    'bare req/s': Math.round(bare.requestsPerSecond),
    'req/s ÷ bare': (route.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
    'p99 ÷ bare': bare.p99 > 0 ? (route.p99 / bare.p99).toFixed(1) : 'n/a',
    'non-2xx': route.non2xx,
    errors: route.errors,
    'rate-limit rows / 1000 req': Math.round(rateLimitWritesPerThousand),
  }));
  console.table(rows);
}

/** One line per target of the article list: met, or missed by how much. */
function checkTargets({ engine, route: list, bare }: Comparison): boolean {
  const ratio = list.requestsPerSecond / bare.requestsPerSecond;
  const throughputMet = ratio >= TARGET_THROUGHPUT_RATIO;
  const latencyMet = list.p99 < TARGET_P99_MS;
  const on = engine === 'postgres' ? 'on PostgreSQL' : 'on PGlite';
  console.log(
    `article list ${on} throughput ${ratio.toFixed(2)}× bare (target ≥ ${TARGET_THROUGHPUT_RATIO}×): ` +
      (throughputMet ? 'met' : `missed by ${((TARGET_THROUGHPUT_RATIO - ratio) * 100).toFixed(0)} points of bare`),
  );
  console.log(
    `article list ${on} p99 ${list.p99} ms (target < ${TARGET_P99_MS} ms): ` +
      (latencyMet ? 'met' : `missed by ${list.p99 - TARGET_P99_MS + 1} ms`),
  );
  return throughputMet && latencyMet;
}

/** The chain this run deploys the contracts to, with the demo state (a revealed creature among it). */
interface BenchChain {
  rpcUrl: string;
  contracts: ContractAddressBook;
  seaport: string;
}

/** The app as `npm start` runs it on `db`, its token metadata kept in memory when `cached`. */
function benchApp(db: Database, chain: BenchChain, dataDir: string, cached: boolean) {
  const config = readServerConfig(process.env);
  return createApp({
    db,
    product: 'afa',
    chain: describeChain(CHAIN_ID),
    contracts: chain.contracts,
    rpcUrl: chain.rpcUrl,
    // Behind one proxy, so the `/rpc` requests count against the client address each one names.
    trustedProxyHops: 1,
    staticDir: path.join(dataDir, 'no-static-site'),
    // As `npm start` runs it: the same article list cache lifetime.
    articleListCacheMs: config.articleListCacheMs,
    publicOrigins: config.publicOrigins,
    metadataOrigin: METADATA_ORIGIN,
    tokenMetadataCache: cached ? createTokenMetadataCache(CHAIN_ID) : undefined,
    log: () => undefined,
  });
}

/** The latency percentile `p` (0 to 100) of `samples`, in ms, nearest rank. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A token metadata route answered cold: one request at a time, each to a new instance that has kept nothing. */
interface ColdMeasurement {
  name: string;
  p50: number;
  p99: number;
}

async function measureCold(name: string, path: string, newApp: () => ReturnType<typeof benchApp>): Promise<ColdMeasurement> {
  const samples: number[] = [];
  for (let sample = 0; sample < COLD_SAMPLES; sample += 1) {
    const app = newApp();
    const started = performance.now();
    const response = await app.request(path);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${name} answered ${response.status} cold`);
  }
  return { name, p50: Number(percentile(samples, 50).toFixed(1)), p99: Number(percentile(samples, 99).toFixed(1)) };
}

interface BenchResult {
  comparisons: Comparison[];
  cold: ColdMeasurement[];
}

/** Every scenario against the app on `database`, seeded here; `where` names it in the log. */
async function benchOn(database: DatabaseHandle, where: string, dataDir: string, chain: BenchChain): Promise<BenchResult> {
  let server: ServerType | undefined;
  const inFlight = new Set<Promise<Response>>();
  try {
    await seedDatabase(database.db);
    const token = await prepareNftOwner(database.db, chain.contracts.CreatureNft.address.toLowerCase());
    const [article] = await database.db.select({ id: articles.id }).from(articles).limit(1);
    const [category] = await database.db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
    if (!article || !category) throw new Error('The seed has no article');
    const nowS = Math.floor(Date.now() / 1000);
    const market = marketReads(
      await seedMarketOrders(
        database.db,
        CHAIN_ID,
        {
          creatureNft: chain.contracts.CreatureNft.address.toLowerCase(),
          pendantNft: chain.contracts.PendantNft.address.toLowerCase(),
          afaToken: chain.contracts.AfaToken.address.toLowerCase(),
          seaport: chain.seaport.toLowerCase(),
        },
        nowS,
      ),
    );
    console.log(`${MARKET_ORDER_COUNT} market orders written straight into the database, unsigned: only their reads are measured`);
    for (const read of market) {
      const plans = await explainMarketRead(database.db, CHAIN_ID, nowS, read);
      const scans = scansTable(plans.rows) || scansTable(plans.total);
      console.log(`${read.name} on ${database.kind}: ${scans ? 'SCANS market_orders' : 'index only'}`);
      for (const [part, plan] of Object.entries(plans)) console.log(`  ${part}:\n${plan.map((line) => `    ${line}`).join('\n')}`);
    }

    const app = benchApp(database.db, chain, dataDir, true);
    // The baseline: a route with no middleware, no validation and no database, on the same process.
    const root = new Hono();
    root.get('/bare', (c) => c.json({ ok: true }));
    root.route('/', app);
    // The requests of one measurement, against which its database writes are counted.
    let requestsReceived = 0;
    // autocannon stops with requests still being answered; the database closes only after them.
    const fetch: Fetch = (...args) => {
      requestsReceived += 1;
      const answer = Promise.resolve(root.fetch(...args));
      inFlight.add(answer);
      void answer.finally(() => inFlight.delete(answer)).catch(() => undefined);
      return answer;
    };
    // Served as the reference server serves itself (server/start.ts), so the figures are its own.
    server = await listen({ fetch }, 0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const listPath = `${MAIN}/public/article/list?categoryId=${category.id}&page=0&size=10`;
    const allScenarios: Scenario[] = [
      // The API's middleware and validation with no database: the ceiling of any API route.
      { name: 'public-info (no db)', method: 'GET', path: `${MAIN}/public/config/public-info` },
      { name: ARTICLE_LIST, method: 'GET', path: listPath },
      { name: 'article list, gzip', method: 'GET', path: listPath, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      { name: 'article info', method: 'GET', path: `${MAIN}/public/article/info?id=${article.id}` },
      {
        name: 'get-nft-assets',
        method: 'POST',
        path: `${WALLET_API_PREFIX}/waas/get-nft-assets`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          chainIndex: CHAIN_ID,
          ownerAddress: OWNER,
          contractAddress: chain.contracts.CreatureNft.address,
          limit: 100,
        }),
      },
      {
        name: 'rpc proxy',
        method: 'POST',
        path: '/rpc',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
        clients: RPC_CLIENTS,
      },
      // Kept in memory after the first answer, as an instance that runs the indexer keeps them.
      { name: TOKEN_JSON, method: 'GET', path: CREATURE_METADATA },
      { name: TOKEN_PNG, method: 'GET', path: `${CREATURE_METADATA}/image.png` },
      ...market.map(({ name, query }): Scenario => ({ name, method: 'GET', path: `/v1/market/orders?${query}` })),
    ];
    const scenarios = allScenarios.filter((scenario) => !ROUTES || scenario.name.includes(ROUTES));
    const rateLimitRows = async () => (await database.db.select({ total: count() }).from(rateLimitHits))[0]?.total ?? 0;
    console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${where}`);
    const comparisons: Comparison[] = [];
    for (const scenario of scenarios) {
      console.log(`… ${scenario.name}, after the bare route`);
      const bare = await measure(baseUrl, BARE_ROUTE);
      const rowsBefore = await rateLimitRows();
      requestsReceived = 0;
      const route = await measure(baseUrl, scenario);
      // Requests still being answered when autocannon stopped may yet write.
      await Promise.allSettled(inFlight);
      const rateLimitWritesPerThousand = ((await rateLimitRows()) - rowsBefore) / (requestsReceived / 1000);
      comparisons.push({ engine: database.kind, bare, route, rateLimitWritesPerThousand });
    }
    if (ROUTES) return { comparisons, cold: [] };
    console.log(`… the token metadata cold, ${COLD_SAMPLES} requests one at a time`);
    const newApp = () => benchApp(database.db, chain, dataDir, false);
    const cold = [
      await measureCold(TOKEN_JSON, CREATURE_METADATA, newApp),
      await measureCold(TOKEN_PNG, `${CREATURE_METADATA}/image.png`, newApp),
    ];
    return { comparisons, cold };
  } finally {
    if (server) await closeHttpServer(server);
    await Promise.allSettled(inFlight);
    await database.close();
  }
}

/** The token metadata's answers cold and kept, beside the article list measured in the same run. */
function printMetadataTable(engine: string, { comparisons, cold }: BenchResult): void {
  const kept = (name: string) => comparisons.find(({ route }) => route.scenario.name === name)!.route;
  const list = kept(ARTICLE_LIST);
  console.log(`Token metadata on ${engine}: cold is one request at a time to a new instance; kept is ${CONNECTIONS} connections`);
  console.table([
    {
      route: ARTICLE_LIST,
      'cold p50 ms': '',
      'cold p99 ms': '',
      'kept req/s': Math.round(list.requestsPerSecond),
      'kept p50 ms': list.p50,
      'kept p99 ms': list.p99,
    },
    ...cold.map(({ name, p50, p99 }) => {
      const route = kept(name);
      return {
        route: name,
        'cold p50 ms': p50,
        'cold p99 ms': p99,
        'kept req/s': Math.round(route.requestsPerSecond),
        'kept p50 ms': route.p50,
        'kept p99 ms': route.p99,
      };
    }),
  ]);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const postgres = await startPostgres();
  let anvil: Anvil | undefined;
  try {
    anvil = await startAnvil({ chainId: CHAIN_ID });
    console.log('Deploying the contracts with the demo state');
    const deployment = await deploy({
      rpcUrl: anvil.rpcUrl,
      deploymentsDir: path.join(dataDir, 'deployments'),
      metadataOrigin: METADATA_ORIGIN,
    });
    const chain: BenchChain = {
      rpcUrl: anvil.rpcUrl,
      contracts: deployment.contracts,
      seaport: deployment.seaport.seaport,
    };
    const onPglite = await benchOn(await openDatabase({ dataDir }), `PGlite in ${dataDir}`, dataDir, chain);
    const postgresDatabase = await createEmptyPostgresDatabase(postgres.adminUrl);
    const onPostgres = await benchOn(await openDatabase({ databaseUrl: postgresDatabase.url }), 'PostgreSQL on loopback', dataDir, chain);
    const comparisons = [...onPglite.comparisons, ...onPostgres.comparisons];
    printTable(comparisons);
    if (!ROUTES) {
      printMetadataTable('PGlite', onPglite);
      printMetadataTable('PostgreSQL', onPostgres);
    }
    const targetsMet = comparisons
      .filter(({ route }) => route.scenario.name === ARTICLE_LIST)
      .map(checkTargets)
      .every(Boolean);
    if (comparisons.some(({ route, bare }) => [route, bare].some((m) => m.non2xx > 0 || m.errors > 0))) {
      console.error('Some requests failed: the figures above are not comparable');
      process.exitCode = 1;
    } else if (!targetsMet) {
      process.exitCode = 1;
    }
  } finally {
    await anvil?.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
