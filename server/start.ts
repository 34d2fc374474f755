import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { describeChain } from './chain/chain-info';
import { createChainClient } from './chain/chain-client';
import { contractsOfChain, followedContracts } from './chain/contract-registry';
import type { ServerConfig } from './config';
import { ADVISORY_LOCKS, openDatabase, shareExclusiveLock, type DatabaseHandle } from './db/client';
import { migratedTemplate } from './db/template';
import { seedDatabase } from './db/seed';
import type { RequestQueueOptions } from './http/request-queue';
import { ChainIndexer } from './indexer/chain-indexer';
import { ReceiptSettler } from './indexer/receipt-settler';
import { createTokenMetadataCache } from './metadata/token-metadata';
import { CHANGE_EVENT_NAMES } from './metadata/token-cache';
import { startPurging } from './services/purge-service';

export interface RunningServer {
  /** The base URL the server answers on, e.g. http://localhost:3000. */
  url: string;
  port: number;
  /** Stops accepting requests, finishes those in flight, then closes the database. */
  close: () => Promise<void>;
}

export interface StartServerOptions extends ServerConfig {
  log?: (line: string) => void;
}

/**
 * How long an idle keep-alive connection stays open. A client sends on an idle connection whenever it likes, so
 * the server must be the last to let go: Node's default of 5 s equals its own agent's idle timeout and is under
 * a load balancer's usual 60 s, and a request sent as the server closes the connection is reset.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Serves `app` over HTTP on `hostname`:`port` (0 picks a free port); resolves once it listens. */
export function listen(app: Pick<Parameters<typeof serve>[0], 'fetch'>, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        // Node's headers timer must outlast the idle one, or it cuts the idle connection first.
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 },
      },
      () => resolve(server),
    );
    server.once('error', reject);
  });
}

export function closeHttpServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive connections would otherwise hold the close open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

/** Requests waiting their turn at most, beyond those running. */
const MAX_QUEUED_REQUESTS = 1000;

/** PGlite runs one query at a time: a few requests at once keep each quick, the rest wait in order. */
function requestQueueFor(kind: DatabaseHandle['kind'], options: ServerConfig): RequestQueueOptions | undefined {
  const concurrency = options.requestConcurrency ?? (kind === 'pglite' ? 16 : 0);
  if (concurrency === 0) return undefined;
  return { concurrency, maxWaiting: MAX_QUEUED_REQUESTS, maxWaitMs: options.requestQueueWaitMs };
}

/**
 * A local stack (npm start, the e2e stacks) often starts on a new PGlite folder: from the migrated template
 * kept in the temporary folder (made once, by the first to need it) it is ready in 1.5 s instead of 6.4 s. A
 * production server opens its folder once.
 */
async function newLocalDatabaseTemplate(options: StartServerOptions): Promise<Blob | undefined> {
  const isNewPglite = !options.databaseUrl && !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  return isNewPglite && options.runMode === 'local' ? migratedTemplate() : undefined;
}

/** Opens and migrates the database, seeds it unless told not to, and serves the app until `close` is called. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.databaseUrl) mkdirSync(options.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    template: await newLocalDatabaseTemplate(options),
    poolSize: options.databasePoolSize,
    setUp: options.seedDemo ? seedDatabase : undefined,
  });

  try {
    if (!existsSync(path.join(options.staticDir, 'home.html'))) {
      log(`No app build in ${path.resolve(options.staticDir)}: pages will answer 404 until it is built`);
    }
    const chainContracts = contractsOfChain(options.chainId, options.deploymentsDir);
    log(
      chainContracts
        ? `Contracts of chain ${options.chainId} from ${chainContracts.source}`
        : `No contracts recorded for chain ${options.chainId} (no ${path.join(options.deploymentsDir, `${options.chainId}.json`)}): the app's NFT screens say so`,
    );
    const chainClient = createChainClient(options.rpcUrl);
    // Kept only where the indexer runs: its events are how an instance hears a token changed.
    const tokenMetadataCache = options.indexerEnabled ? createTokenMetadataCache(options.chainId) : undefined;
    if (!options.metadataOrigin) log('No METADATA_ORIGIN (nor PUBLIC_ORIGINS) given: no token metadata is served');
    const app = createApp({
      chainClient,
      db: database.db,
      product: options.product,
      chain: describeChain(options.chainId, { name: options.chainName, explorerUrl: options.explorerUrl }),
      contracts: chainContracts?.book ?? {},
      seaport: chainContracts?.seaport,
      appSettings: {
        marketFee: options.marketFee,
        apiOrigin: options.apiOrigin,
        walletApiOrigin: options.walletApiOrigin,
        tokenSendRecipient: options.tokenSendRecipient,
        breedingBlockedAddresses: options.breedingBlockedAddresses,
        testWallet: options.testWallet,
      },
      rpcUrl: options.rpcUrl,
      publicRpcUrl: options.publicRpcUrl,
      sensorsUrl: options.sensorsUrl,
      operationalTask: options.operationalTask,
      articleListCacheMs: options.articleListCacheMs,
      staticDir: options.staticDir,
      trustedProxyHops: options.trustedProxyHops,
      publicOrigins: options.publicOrigins,
      metadataOrigin: options.metadataOrigin,
      tokenMetadataCache,
      connectUrls: options.connectUrls,
      logLoginCodes: options.runMode === 'local',
      requestQueue: requestQueueFor(database.kind, options),
      log,
    });
    const server = await listen(app, options.port, options.host);
    const { port } = server.address() as AddressInfo;
    log(`Database: ${database.kind === 'postgres' ? 'Postgres' : `PGlite in ${path.resolve(options.dataDir)}`}`);
    // The instance that indexes a chain settles its recorded transactions too, under the same lock.
    const [indexerLock, settlerLock] = options.indexerEnabled
      ? shareExclusiveLock(database.exclusiveLock(ADVISORY_LOCKS.indexerBase + options.chainId), 2)
      : [];
    const indexer = indexerLock
      ? new ChainIndexer({
          db: database.db,
          client: chainClient,
          chainId: options.chainId,
          contracts: followedContracts(chainContracts?.book ?? {}, chainContracts?.seaport),
          pollIntervalMs: options.indexerPollMs,
          confirmations: options.indexerConfirmations,
          lock: indexerLock,
          storedEvents: tokenMetadataCache && { names: CHANGE_EVENT_NAMES, listener: (events) => tokenMetadataCache.forget(events) },
          log,
        })
      : undefined;
    const settler = settlerLock
      ? new ReceiptSettler({
          db: database.db,
          client: chainClient,
          chainId: options.chainId,
          pollIntervalMs: options.indexerPollMs,
          lock: settlerLock,
          log,
        })
      : undefined;
    indexer?.start();
    settler?.start();
    const purging = startPurging(
      database.db,
      () => new Date(),
      (message, error) => console.error(message, error),
    );

    let closing: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      close: () => {
        closing ??= Promise.all([closeHttpServer(server), indexer?.stop(), settler?.stop(), purging.stop()])
          .finally(() => database.close())
          .then(() => undefined);
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
