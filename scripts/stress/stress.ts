// `npm run test:stress`: load runs against the reference server on loopback, on a fresh PGlite folder and on
// a PostgreSQL this run starts, crash runs of the server and the indexer on PGlite, and the long version of
// the multi-instance kill run on PostgreSQL. Fails (exit 1) on any error or timeout, any lost write, or any
// acknowledged write or indexed event missing after a SIGKILL. Not part of `npm test`: it takes a few minutes
// and the machine's full attention.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, like } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { openDatabase, type DatabaseOptions } from '../../server/db/client';
import { articles, chainEvents, indexerCursors } from '../../server/db/schema';
import { DEV_ACCOUNT_KEY, startAnvil } from '../../server/test-support/anvil';
import { freePort } from '../../server/test-support/free-port';
import { startPostgres, type PostgresServer } from '../../server/test-support/postgres-server';
import { createEmptyPostgresDatabase } from '../../server/test-support/postgres-test-databases';
import { deploy } from '../deploy/deployContracts';
import { contractAbis } from '../../contracts-abi';
import { contractNames } from '../lib/deployments';
import { runMultiInstanceKill } from './multi-instance';
import { callApi, logIn, startServerProcess, stopGracefully, type ServerProcess } from './server-process';

const MAIN = '/afaJavaRoom';
const LOAD_CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.STRESS_SECONDS ?? 30);
/** Users the load run writes as: each may submit 10 articles an hour, so enough for the run's writes. */
const LOAD_USERS = Number(process.env.STRESS_USERS ?? 120);
/** Users logging in at once before a run. */
const LOGINS_AT_ONCE = 8;
const CRASH_WRITERS = 16;
const CRASH_AFTER_MS = 4_000;

interface Envelope {
  code: number;
  data: { id?: number } | null;
}

/** Ids of the articles whose titles start with `prefix`, read from the database with the server stopped. */
async function storedArticleIds(where: DatabaseOptions, prefix: string): Promise<Set<number>> {
  const database = await openDatabase(where);
  try {
    const rows = await database.db
      .select({ id: articles.id })
      .from(articles)
      .where(like(articles.title, `${prefix}%`));
    return new Set(rows.map((row) => row.id));
  } finally {
    await database.close();
  }
}

async function logInUsers(server: ServerProcess, tag: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let first = 0; first < count; first += LOGINS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(LOGINS_AT_ONCE, count - first) }, (_, offset) => first + offset);
    // Each user from an address of its own, so the per-address login limits stay out of the way.
    tokens.push(...(await Promise.all(batch.map((i) => logIn(server, `${tag}${i}@example.com`, `10.77.${i >> 8}.${(i & 255) + 1}`)))));
  }
  return tokens;
}

function articleBody(title: string): { title: string; body: string; categoryId: number } {
  return { title, body: `<p>${title}: written under load.</p>`, categoryId: 1 };
}

/** A load run on PGlite (`postgres` absent) or on a database of its own on `postgres`. */
async function loadRun(postgres?: PostgresServer): Promise<boolean> {
  const engine = postgres ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-load-'));
  const database = postgres ? await createEmptyPostgresDatabase(postgres.adminUrl) : undefined;
  const where: DatabaseOptions = database ? { databaseUrl: database.url } : { dataDir };
  const server = await startServerProcess(dataDir, await freePort(), database ? { DATABASE_URL: database.url } : {});
  const tokens = await logInUsers(server, 'load', LOAD_USERS);
  const acknowledged = new Set<number>();
  let writesSent = 0;
  let envelopeErrors = 0;
  // Answers of a full queue: 503 with Retry-After, counted apart from errors (see http/request-queue).
  let shed = 0;
  let shedWithoutRetryAfter = 0;
  // Writes past a user's hourly submission limit: the limit working, counted apart from errors.
  let limited = 0;
  const countEnvelope = (body: string, status: number, headers: Record<string, unknown> | undefined): Envelope | undefined => {
    if (status === 429) {
      limited += 1;
      return undefined;
    }
    if (status === 503) {
      shed += 1;
      if (!headers?.['retry-after']) shedWithoutRetryAfter += 1;
      return undefined;
    }
    try {
      const envelope = JSON.parse(body) as Envelope;
      if (envelope.code !== 200) envelopeErrors += 1;
      return envelope;
    } catch {
      envelopeErrors += 1;
      return undefined;
    }
  };
  const read = (pathname: string): autocannon.Request => ({
    method: 'GET',
    path: pathname,
    onResponse: (status, body, _context, headers) => void countEnvelope(body, status, headers),
  });

  console.log(`load on ${engine}: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s on ${server.url}`);
  const result = await autocannon({
    url: server.url,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 30,
    requests: [
      read(`${MAIN}/public/article/list?categoryId=1&page=0&size=10`),
      read(`${MAIN}/public/config/public-info`),
      {
        method: 'POST',
        path: `${MAIN}/app/article/submit-data`,
        setupRequest: (request) => {
          writesSent += 1;
          const token = tokens[writesSent % tokens.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(articleBody(`load-${writesSent}`)),
          };
        },
        onResponse: (status, body, _context, headers) => {
          const id = countEnvelope(body, status, headers)?.data?.id;
          if (typeof id === 'number') acknowledged.add(id);
        },
      },
      {
        method: 'GET',
        path: `${MAIN}/app/article/search?keyword=creature&size=5`,
        setupRequest: (request) => ({
          ...request,
          headers: { authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}` },
        }),
        onResponse: (status, body, _context, headers) => void countEnvelope(body, status, headers),
      },
      read(`${MAIN}/public/article/top-article?size=5`),
    ],
  });
  await stopGracefully(server);

  const stored = await storedArticleIds(where, 'load-');
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
  // autocannon counts timeouts among its errors.
  const transportErrors = result.errors - result.timeouts;
  const errors = transportErrors + result.non2xx - shed - limited;
  console.log(
    [
      `load on ${engine}: ${result.requests.total} requests, ${result.requests.average} req/s average (p50 latency ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
      `load on ${engine}: errors ${errors} (transport ${transportErrors}, non-2xx other than 503 and 429 ${result.non2xx - shed - limited}, envelope ${envelopeErrors}), timeouts ${result.timeouts}, answered 503 + Retry-After ${shed - shedWithoutRetryAfter}, 503 without it ${shedWithoutRetryAfter}`,
      `load on ${engine}: writes acknowledged ${acknowledged.size}, stored ${stored.size}, lost ${lost.length}; refused by the per-user submission limit ${limited}`,
    ].join('\n'),
  );
  // PostgreSQL must answer everything; PGlite may shed load from a full queue, but only with Retry-After.
  const shedAllowed = postgres ? shed === 0 : shedWithoutRetryAfter === 0;
  return errors === 0 && envelopeErrors === 0 && result.timeouts === 0 && shedAllowed && lost.length === 0 && acknowledged.size > 0;
}

async function crashRun(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-crash-'));
  const port = await freePort();
  const server = await startServerProcess(dataDir, port);
  const [token] = await logInUsers(server, 'crash', 1);
  const acknowledged = new Set<number>();
  let sent = 0;
  let killed = false;

  // Writers submit one article after another until the server is gone; only a 200 envelope counts.
  const writer = async () => {
    while (!killed) {
      sent += 1;
      try {
        const envelope = await callApi<{ id: number }>(server, `${MAIN}/app/article/submit-data`, {
          body: articleBody(`crash-${sent}`),
          token,
        });
        if (envelope.code === 200) acknowledged.add(envelope.data.id);
      } catch {
        // The connection died with the server: that write was never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: CRASH_WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS));
  server.child.kill('SIGKILL');
  const signalled = await server.exited;
  killed = true;
  await Promise.all(writers);

  const restarted = await startServerProcess(dataDir, port);
  const readable = await callApi<{ id: number }>(restarted, `${MAIN}/public/article/info?id=${Math.max(...acknowledged)}`);
  await stopGracefully(restarted);
  const stored = await storedArticleIds({ dataDir }, 'crash-');
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    [
      `crash: SIGKILL after ${CRASH_AFTER_MS} ms of ${CRASH_WRITERS} concurrent writers (exit ${signalled ?? 'by signal'})`,
      `crash: writes sent ${sent}, acknowledged ${acknowledged.size}, stored after restart ${stored.size}, lost ${lost.length}`,
      `crash: restarted server serves the last acknowledged article: ${readable.code === 200}`,
    ].join('\n'),
  );
  return lost.length === 0 && acknowledged.size > 0 && readable.code === 200;
}

/**
 * The indexer killed while it follows a chain that keeps producing logs, then restarted: the events it
 * stored must be exactly the chain's logs up to its cursor, none twice and none missing.
 */
async function indexerCrashRun(): Promise<boolean> {
  const chainId = 2810;
  const anvil = await startAnvil({ chainId });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-indexer-'));
  try {
    const deployment = await deploy({ rpcUrl: anvil.rpcUrl, deploymentsDir: dataDir, log: () => undefined });
    const addresses = contractNames.map((name) => deployment.contracts[name].address);
    const port = await freePort();
    const serverEnv = { INDEXER: 'on', INDEXER_POLL_MS: '100', RPC_URL: anvil.rpcUrl, CHAIN_ID: String(chainId), DEPLOYMENTS_DIR: dataDir };
    const server = await startServerProcess(dataDir, port, serverEnv);
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const wallet = createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNT_KEY), transport: http(anvil.rpcUrl) });
    let minting = true;
    let mints = 0;
    // Each mint is a block with two logs (Transfer, TalkMinted) while the indexer follows.
    const minter = (async () => {
      while (minting) {
        await wallet.writeContract({
          chain: null,
          address: deployment.contracts.TalkToken.address,
          abi: contractAbis.TalkToken,
          functionName: 'mint',
          value: parseEther('0.001'),
        });
        mints += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    server.child.kill('SIGKILL');
    await server.exited;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    minting = false;
    await minter;
    const head = Number(await chain.getBlockNumber());

    const restarted = await startServerProcess(dataDir, port, serverEnv);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await stopGracefully(restarted);

    const database = await openDatabase({ dataDir });
    const [cursor] = await database.db.select().from(indexerCursors).where(eq(indexerCursors.chainId, chainId));
    const stored = await database.db.select().from(chainEvents).where(eq(chainEvents.chainId, chainId));
    await database.close();
    const nextBlock = cursor?.nextBlock ?? 0;
    const logs = await chain.getLogs({ address: addresses, fromBlock: 0n, toBlock: BigInt(Math.max(nextBlock - 1, 0)) });
    const onChain = new Set(logs.map((log) => `${log.transactionHash}:${log.logIndex}`));
    const storedKeys = stored.map((event) => `${event.txHash}:${event.logIndex}`);
    const duplicates = storedKeys.length - new Set(storedKeys).size;
    const missing = [...onChain].filter((key) => !storedKeys.includes(key)).length;
    const extra = storedKeys.filter((key) => !onChain.has(key)).length;
    console.log(
      [
        `indexer: SIGKILL after 3 s of mints (${mints} mints, chain head ${head}), restarted on the same data`,
        `indexer: cursor at block ${nextBlock}, chain logs ${onChain.size}, stored events ${stored.length}, duplicates ${duplicates}, missing ${missing}, extra ${extra}`,
      ].join('\n'),
    );
    return nextBlock > head && duplicates === 0 && missing === 0 && extra === 0;
  } finally {
    await anvil.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The long version of the multi-instance kill test: several rounds, each killing the indexing instance. */
async function multiInstanceRun(postgres: PostgresServer): Promise<boolean> {
  const database = await createEmptyPostgresDatabase(postgres.adminUrl);
  try {
    const result = await runMultiInstanceKill({
      databaseUrl: database.url,
      rounds: 3,
      roundMs: 6_000,
      writers: 16,
      indexerPollMs: 1000,
      log: (line) => console.log(`multi-instance: ${line}`),
    });
    // The default poll interval (1 s) plus one indexing round.
    const boundMs = 1000 + 2000;
    const slowest = Math.max(...result.failoverMs);
    console.log(
      `multi-instance: slowest takeover ${slowest} ms against a bound of ${boundMs} ms: ${slowest <= boundMs ? 'met' : 'MISSED'}`,
    );
    return result.passed && slowest <= boundMs;
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const postgres = await startPostgres();
  try {
    const runs: Record<string, () => Promise<boolean>> = {
      'load-pglite': () => loadRun(),
      'load-postgres': () => loadRun(postgres),
      crash: crashRun,
      indexer: indexerCrashRun,
      'multi-instance': () => multiInstanceRun(postgres),
    };
    // STRESS_RUNS=load-postgres,crash runs those alone.
    const chosen = process.env.STRESS_RUNS?.split(',') ?? Object.keys(runs);
    const verdicts: Record<string, boolean> = {};
    for (const name of chosen) {
      const run = runs[name];
      if (!run) throw new Error(`STRESS_RUNS: no run named ${name}; the runs are ${Object.keys(runs).join(', ')}`);
      verdicts[name] = await run();
    }
    console.log(
      `stress: ${Object.entries(verdicts)
        .map(([name, passed]) => `${name} ${passed ? 'passed' : 'FAILED'}`)
        .join(', ')}`,
    );
    process.exitCode = Object.values(verdicts).every(Boolean) ? 0 : 1;
  } finally {
    await postgres.stop();
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
