// Several server instances on one PostgreSQL while a chain produces logs: writes alternate between them, the
// instance that indexes is killed with SIGKILL mid-stream (and, over several rounds, the next one too, each
// time after a replacement has started), and afterwards no acknowledged write is lost, no indexed event is
// duplicated or missing, and the indexer has moved to a survivor. `npm test` runs a short version
// (server/multi-instance.postgres.test.ts), `npm run test:stress` a long one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { openDatabase } from '../../server/db/client';
import { articles, chainEvents, indexerCursors } from '../../server/db/schema';
import { DEV_ACCOUNT_KEY, startAnvil } from '../../server/test-support/anvil';
import { freePort } from '../../server/test-support/free-port';
import { deploy } from '../deploy/deployContracts';
import { contractAbis } from '../../contracts-abi';
import { contractNames } from '../lib/deployments';
import { callApi, logIn, startServerProcess, stopGracefully, type ServerProcess } from './server-process';

const MAIN = '/afaJavaRoom';
const CHAIN_ID = 2810;
const LEADING = `[indexer] this instance indexes chain ${CHAIN_ID}`;

export interface MultiInstanceOptions {
  /** A database of its own for the run (empty: the instances migrate and seed it). */
  databaseUrl: string;
  /** Kills of the indexing instance, one per round. */
  rounds: number;
  /** Writes before each kill, and after the last. */
  roundMs: number;
  writers: number;
  indexerPollMs: number;
  log: (line: string) => void;
}

export interface MultiInstanceResult {
  passed: boolean;
  writesSent: number;
  acknowledged: number;
  lost: number;
  /** Milliseconds from each SIGKILL to a survivor saying it indexes the chain. */
  failoverMs: number[];
  chainLogs: number;
  storedEvents: number;
  duplicates: number;
  missing: number;
  extra: number;
  /** Whether the instance indexing at the end is one that was never killed. */
  indexerOnSurvivor: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, timeoutMs: number, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** How many times `server` has said it took the chain's indexing over. */
const leadCount = (server: ServerProcess) => server.output.filter((line) => line === LEADING).length;

export async function runMultiInstanceKill(options: MultiInstanceOptions): Promise<MultiInstanceResult> {
  const { log } = options;
  const anvil = await startAnvil({ chainId: CHAIN_ID });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'multi-instance-'));
  const servers: ServerProcess[] = [];
  try {
    const deployment = await deploy({ rpcUrl: anvil.rpcUrl, deploymentsDir: dataDir, log: () => undefined });
    const env = {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '8',
      INDEXER: 'on',
      INDEXER_POLL_MS: String(options.indexerPollMs),
      RPC_URL: anvil.rpcUrl,
      CHAIN_ID: String(CHAIN_ID),
      DEPLOYMENTS_DIR: dataDir,
    };
    const start = async () => {
      const server = await startServerProcess(dataDir, await freePort(), env);
      servers.push(server);
      return server;
    };
    const alive = await Promise.all([start(), start()]);
    const killed = new Set<ServerProcess>();
    const leaderOf = () => alive.find((server) => leadCount(server) > 0 && !killed.has(server));
    await waitFor('an instance to index the chain', 15_000, leaderOf);

    const tokens: string[] = [];
    for (let index = 0; index < 4; index += 1) tokens.push(await logIn(alive[0]!, `multi${index}@example.com`, `10.78.0.${index + 1}`));

    // A chain that keeps producing logs: each mint is a block with two of them.
    const wallet = createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNT_KEY), transport: http(anvil.rpcUrl) });
    let running = true;
    const minter = (async () => {
      while (running) {
        await wallet.writeContract({
          chain: null,
          address: deployment.contracts.TalkToken.address,
          abi: contractAbis.TalkToken,
          functionName: 'mint',
          value: parseEther('0.001'),
        });
        await sleep(20);
      }
    })();

    // Writers alternate between the instances; only a 200 envelope counts as acknowledged.
    const acknowledged = new Set<number>();
    let writesSent = 0;
    const writer = async (writerIndex: number) => {
      while (running) {
        writesSent += 1;
        const title = `multi-${writesSent}`;
        const target = alive[writesSent % alive.length]!;
        try {
          const envelope = await callApi<{ id: number }>(target, `${MAIN}/app/article/submit-data`, {
            body: { title, body: `<p>${title}: written while instances die.</p>`, categoryId: 1 },
            token: tokens[writerIndex % tokens.length],
          });
          if (envelope.code === 200) acknowledged.add(envelope.data.id);
        } catch {
          // The instance died with the connection open: that write was never acknowledged.
          await sleep(20);
        }
      }
    };
    const writers = Array.from({ length: options.writers }, (_, index) => writer(index));

    const failoverMs: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      await sleep(options.roundMs);
      const leader = leaderOf();
      if (!leader) throw new Error('No instance indexes the chain');
      const others = alive.filter((server) => server !== leader);
      const before = new Map(others.map((server) => [server, leadCount(server)]));
      killed.add(leader);
      const killedAt = Date.now();
      leader.child.kill('SIGKILL');
      await waitFor('a survivor to take the indexing over', 30_000, () => others.find((server) => leadCount(server) > before.get(server)!));
      failoverMs.push(Date.now() - killedAt);
      await leader.exited;
      alive.splice(alive.indexOf(leader), 1);
      log(`round ${round + 1}: SIGKILL of the indexing instance, a survivor took over in ${failoverMs.at(-1)} ms`);
      // The killed instance is replaced, so the next round again has two to alternate between.
      if (round + 1 < options.rounds) alive.push(await start());
    }
    await sleep(options.roundMs);
    running = false;
    await Promise.all([minter, ...writers]);

    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const head = Number(await chain.getBlockNumber());
    const database = await openDatabase({ databaseUrl: options.databaseUrl });
    try {
      const cursorOf = async () => {
        const [cursor] = await database.db.select().from(indexerCursors).where(eq(indexerCursors.chainId, CHAIN_ID));
        return cursor && cursor.nextBlock > head ? cursor.nextBlock : undefined;
      };
      const nextBlock = await waitFor('the indexer to reach the chain head', 30_000, cursorOf);
      const stored = await database.db.select().from(chainEvents).where(eq(chainEvents.chainId, CHAIN_ID));
      const storedArticles = await database.db.select({ id: articles.id }).from(articles).where(like(articles.title, 'multi-%'));

      const addresses = contractNames.map((name) => deployment.contracts[name].address);
      const logs = await chain.getLogs({ address: addresses, fromBlock: 0n, toBlock: BigInt(nextBlock - 1) });
      const onChain = new Set(logs.map((entry) => `${entry.transactionHash}:${entry.logIndex}`));
      const storedKeys = stored.map((event) => `${event.txHash}:${event.logIndex}`);
      const storedSet = new Set(storedKeys);
      const storedIds = new Set(storedArticles.map((row) => row.id));
      const leader = leaderOf();
      const result: Omit<MultiInstanceResult, 'passed'> = {
        writesSent,
        acknowledged: acknowledged.size,
        lost: [...acknowledged].filter((id) => !storedIds.has(id)).length,
        failoverMs,
        chainLogs: onChain.size,
        storedEvents: stored.length,
        duplicates: storedKeys.length - storedSet.size,
        missing: [...onChain].filter((key) => !storedSet.has(key)).length,
        extra: storedKeys.filter((key) => !onChain.has(key)).length,
        indexerOnSurvivor: leader !== undefined && !killed.has(leader),
      };
      const passed =
        result.acknowledged > 0 &&
        result.lost === 0 &&
        result.duplicates === 0 &&
        result.missing === 0 &&
        result.extra === 0 &&
        result.chainLogs > 0 &&
        result.indexerOnSurvivor &&
        failoverMs.length === options.rounds;
      log(
        `writes sent ${result.writesSent}, acknowledged ${result.acknowledged}, lost ${result.lost}; ` +
          `chain logs ${result.chainLogs}, stored events ${result.storedEvents}, duplicates ${result.duplicates}, missing ${result.missing}, extra ${result.extra}; ` +
          `indexer on a survivor: ${result.indexerOnSurvivor}`,
      );
      return { passed, ...result };
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null).map(stopGracefully));
    await anvil.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
