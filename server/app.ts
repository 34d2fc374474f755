import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import type { PublicClient } from 'viem';
import { createChainClient } from './chain/chain-client';
import type { ChainInfo } from './chain/chain-info';
import { ContractReader } from './chain/contract-reader';
import { addressesOf, registeredContracts, type ContractBook } from './chain/contract-registry';
import type { Database } from './db/client';
import type { AppEnv } from './http/app-env';
import { fail } from './http/envelope';
import { ErrorCode } from './http/error-codes';
import { answerNotFound, handleErrors, rejectInvalidInput } from './http/errors';
import { answerHeaders } from './http/response-headers';
import { requestQueue, type RequestQueueOptions } from './http/request-queue';
import type { TokenCache } from './metadata/token-cache';
import { TokenMetadata, type TokenAnswers } from './metadata/token-metadata';
import { metadataContractsOf } from './metadata/token-reads';
import { createMainApi } from './routes/main';
import { createMediaRoutes } from './routes/media';
import { createMetadataRoutes } from './routes/metadata';
import { createRpcProxy } from './routes/rpc-proxy';
import { createRuntimeConfigRoute, type AppRuntimeSettings } from './routes/runtime-config';
import { createSensorsCollector, documentSensorsCollector } from './routes/sensors';
import { createWalletApi } from './routes/wallet';
import { CSP_REPORT_PATH, createCspReportCollector } from './security/csp-reports';
import { serveStaticSite } from './static/static-site';
import { contractNames, type ContractAddressBook, type ContractPlacement } from '@/contracts-abi';
import { METADATA_PATH_PREFIX } from '@/lib/protocol';

export interface AppDeps {
  db: Database;
  /** The main API is served under `/{product}JavaRoom`. */
  product: string;
  chain: ChainInfo;
  /** The product's contracts on this chain; the app learns them from /config.json. */
  contracts: ContractBook;
  /** Seaport 1.6 on this chain, when the deployment records it: the order book (/v1/market) takes orders for it. */
  seaport?: ContractPlacement;
  /** The rest of what /config.json tells the app; no remote APIs, no send recipient and no blocklist by default. */
  appSettings?: AppRuntimeSettings;
  /** The chain node behind `POST /rpc`. */
  rpcUrl: string;
  /** The RPC URL given to browsers; by default this server's `/rpc`. */
  publicRpcUrl?: string;
  sensorsUrl?: string;
  /** Whether an operational task runs now (`commonConfig.isOperationalTask`); none by default. */
  operationalTask?: boolean;
  /** How long a page of the public article list may be answered from memory; 0 (the default) reads every time. */
  articleListCacheMs?: number;
  /** Absolute URLs the app calls besides this server (other API bases), allowed by the CSP's connect-src. */
  connectUrls?: string[];
  /** The Next static export. */
  staticDir: string;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (0 by default). */
  trustedProxyHops?: number;
  /** The origins the app is served from, which wallet sign-in messages must name; token metadata links to the first. */
  publicOrigins: string[];
  /** This server's public origin, which token metadata URLs name; without one no token metadata is served. */
  metadataOrigin?: string;
  /** Token metadata answers kept in memory; only where the indexer's events tell it of every change. */
  tokenMetadataCache?: TokenCache<TokenAnswers>;
  /** Write issued login codes to the log: a local stack's way of delivering them, never a deployment's. */
  logLoginCodes?: boolean;
  rpcTimeoutMs?: number;
  /** Chain reads and relays; by default a client of `rpcUrl`. */
  chainClient?: PublicClient;
  now?: () => Date;
  /** Informational lines, such as issued login codes. */
  log?: (line: string) => void;
  logError?: (message: string, error: unknown) => void;
  /** A bounded queue in front of every request but /rpc's (see http/request-queue); none by default. */
  requestQueue?: RequestQueueOptions;
}

/** Where the JSON-RPC proxy answers (routes/rpc-proxy). */
const RPC_PATH = '/rpc';
/** API request bodies are small JSON objects. */
const MAX_API_BODY_BYTES = 64 * 1024;
/** A profile update carries an avatar image (at most 512 KB, base64 in JSON). */
const MAX_PROFILE_UPDATE_BYTES = 768 * 1024;

export function mainApiPrefix(product: string): string {
  return `/${product}JavaRoom`;
}

export const WALLET_API_PREFIX = '/v1';

/** The whole server as a Hono app: both APIs, the RPC proxy, the OpenAPI document and the static app. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const logError = deps.logError ?? ((message: string, error: unknown) => console.error(message, error));
  const services = { db: deps.db, now: deps.now ?? (() => new Date()) };
  const mainPrefix = mainApiPrefix(deps.product);
  const trustedProxyHops = deps.trustedProxyHops ?? 0;
  const chainClient = deps.chainClient ?? createChainClient(deps.rpcUrl, deps.rpcTimeoutMs);
  const registered = registeredContracts(deps.contracts);
  const reader = new ContractReader(chainClient, registered);
  const metadataContracts = metadataContractsOf(registered);
  const metadata =
    deps.metadataOrigin && metadataContracts
      ? new TokenMetadata({
          client: chainClient,
          chainId: deps.chain.id,
          contracts: metadataContracts,
          metadataOrigin: deps.metadataOrigin,
          appOrigin: deps.publicOrigins[0]!,
          cache: deps.tokenMetadataCache,
        })
      : undefined;

  const app = new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalidInput });
  app.onError(handleErrors(logError));
  app.notFound(answerNotFound);

  app.use('*', answerHeaders({ connectUrls: [deps.publicRpcUrl, ...(deps.connectUrls ?? [])], sensorsUrl: deps.sensorsUrl }));
  // The queue shares out the embedded database's turns. /rpc never queries it, and a call to a slow node would
  // hold a turn for as long as the node takes (up to rpcTimeoutMs): a few such calls stalled every route.
  if (deps.requestQueue) app.use('*', except([RPC_PATH, `${RPC_PATH}/*`], requestQueue(deps.requestQueue)));

  const limitBody = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => fail(c, ErrorCode.payloadTooLarge, 'The request body is too large') });
  const apiBodyLimit = limitBody(MAX_API_BODY_BYTES);
  const profileUpdateBodyLimit = limitBody(MAX_PROFILE_UPDATE_BYTES);
  const profileUpdatePath = `${mainPrefix}/app/user/update`;
  for (const prefix of [mainPrefix, WALLET_API_PREFIX]) {
    app.use(`${prefix}/*`, (c, next) => {
      // A GET or HEAD has no body to limit; asking for one would build a whole Fetch Request on the Node adapter.
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      return c.req.path === profileUpdatePath ? profileUpdateBodyLimit(c, next) : apiBodyLimit(c, next);
    });
  }

  app.route(
    mainPrefix,
    createMainApi({
      services,
      trustedProxyHops,
      publicOrigins: deps.publicOrigins,
      logLoginCodes: deps.logLoginCodes ?? false,
      log,
      reader,
      articles: { listCacheMs: deps.articleListCacheMs ?? 0 },
      publicInfo: {
        chain: deps.chain,
        contracts: addressesOf(deps.contracts),
        publicRpcUrl: deps.publicRpcUrl,
        sensorsUrl: deps.sensorsUrl,
        operationalTask: deps.operationalTask ?? false,
        publicOrigins: deps.publicOrigins,
      },
    }),
  );
  app.route(
    WALLET_API_PREFIX,
    createWalletApi({
      services,
      chainClient,
      reader,
      chainId: deps.chain.id,
      logError,
      trustedProxyHops,
      market: {
        contracts: registered,
        seaport: deps.seaport?.address,
        fee: deps.appSettings?.marketFee ?? { bps: 0 },
      },
    }),
  );
  // Unknown API paths get an envelope, not the app's 404 page.
  app.all(`${mainPrefix}/*`, answerNotFound);
  app.all(`${WALLET_API_PREFIX}/*`, answerNotFound);

  app.route('/sensors', createSensorsCollector({ db: deps.db, now: services.now, trustedProxyHops }));
  documentSensorsCollector(app);
  app.route('/media', createMediaRoutes(deps.db));
  app.route(
    METADATA_PATH_PREFIX,
    createMetadataRoutes({ chainId: deps.chain.id, metadata, trustedProxyHops, now: services.now, logError }),
  );
  app.all(`${METADATA_PATH_PREFIX}/*`, answerNotFound);
  app.route(CSP_REPORT_PATH, createCspReportCollector({ db: deps.db, log, now: services.now, trustedProxyHops }));
  app.route(RPC_PATH, createRpcProxy({ upstreamUrl: deps.rpcUrl, timeoutMs: deps.rpcTimeoutMs, trustedProxyHops, now: services.now, log }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token returned by login; send it as `Authorization: Bearer <token>`',
  });
  const openApiConfig = {
    openapi: '3.0.3',
    info: {
      title: 'Creature community reference API',
      version: '1.0.0',
      description: [
        `Main API under ${mainPrefix}, wallet and NFT service under ${WALLET_API_PREFIX}, token metadata under ${METADATA_PATH_PREFIX}.`,
        'Every answer of the APIs is an envelope { code, data, message }; code 200 means success. Token metadata answers are the documents and pictures themselves, and their errors envelopes.',
        'Clients send the headers ostype, source, lang and appver; they are accepted and not required.',
      ].join(' '),
    },
  };
  // Written once, at the first request, when every route is registered: generating it took 16 ms of CPU a
  // request, which anyone could ask for as often as they liked.
  let openApiDocument: string | undefined;
  app.get('/openapi.json', (c) => {
    openApiDocument ??= JSON.stringify(app.getOpenAPIDocument(openApiConfig));
    return c.body(openApiDocument, 200, { 'content-type': 'application/json' });
  });

  const completeBook = registered.length === contractNames.length ? (deps.contracts as ContractAddressBook) : undefined;
  app.route(
    '/',
    createRuntimeConfigRoute({
      chain: deps.chain,
      contracts: completeBook,
      seaport: deps.seaport?.address,
      publicRpcUrl: deps.publicRpcUrl,
      settings: deps.appSettings ?? { breedingBlockedAddresses: [] },
    }),
  );
  app.get('*', serveStaticSite(deps.staticDir));
  return app;
}
