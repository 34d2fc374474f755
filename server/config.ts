import type { Address } from 'viem';
import { z } from 'zod';
import { breedingBlockedAddresses, parseAddressList } from '@/lib/nft/breeding-blocklist';
import { metadataOriginProblem } from '@/lib/nft/metadata-origin';

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The main API lives under `/{product}JavaRoom`. */
  product: string;
  /** A Postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL connections one instance keeps open at most. */
  databasePoolSize: number;
  /** PGlite's data folder. */
  dataDir: string;
  /** The chain node the `/rpc` proxy forwards to. */
  rpcUrl: string;
  /** The RPC address given to browsers; by default this server's own `/rpc`. */
  publicRpcUrl?: string;
  /** The Next static export served for every non-API path. */
  staticDir: string;
  /** The analytics collector; by default this server's own `/sensors/collect`. */
  sensorsUrl?: string;
  chainId: number;
  chainName?: string;
  explorerUrl?: string;
  /**
   * How many proxies in front of this server append to X-Forwarded-For; the client address is the entry that
   * many places from the right. 0: the socket's address.
   */
  trustedProxyHops: number;
  /** The origins the app is served from: wallet sign-in messages must name one of them. */
  publicOrigins: string[];
  /**
   * The public origin of this server as wallets and explorers reach it, which token metadata URLs name
   * (METADATA_ORIGIN, else the first of PUBLIC_ORIGINS). In production it must be given and public, since
   * explorers refuse private hosts; without it no token metadata is served.
   */
  metadataOrigin?: string;
  /**
   * `local`: a development stack, which writes login codes to its log since it sends no email, and seeds the
   * demo content unless told otherwise.
   */
  runMode: 'local' | 'production';
  /** Follow the contracts' logs into the database (off for a server without a chain). */
  indexerEnabled: boolean;
  indexerPollMs: number;
  /** Blocks the indexer stays behind the chain head: a block is read once this many blocks sit on it. */
  indexerConfirmations: number;
  /** Whether an operational task (a time-limited event) runs now; the app shows its entry only then. */
  operationalTask: boolean;
  /** How long a page of the public article list may be answered from memory (0: not at all). */
  articleListCacheMs: number;
  /** Requests handled at once, the rest queued (see http/request-queue); 0: no queue. By default 16 on PGlite, none on PostgreSQL. */
  requestConcurrency?: number;
  /** How long a queued request waits for its turn before a 503 with Retry-After. */
  requestQueueWaitMs: number;
  /** Fill a fresh database with the demo user and community (SEED_DEMO; by default on a local stack only). */
  seedDemo: boolean;
  /**
   * Absolute URLs the app calls besides this server, which the CSP's connect-src must allow: CONNECT_URLS, and
   * the API origins and public RPC this server names in /config.json.
   */
  connectUrls: string[];
  /** Where this chain's deployments file is read from (`<dir>/<chainId>.json`); deployments/ by default. */
  deploymentsDir: string;
  /** The origin of the main API the app calls, when not this server's (/config.json). */
  apiOrigin?: string;
  /** The origin of the wallet and NFT service the app calls, when not this server's (/config.json). */
  walletApiOrigin?: string;
  /** docs/PRODUCT.md §9: where the Wallet tab's token sends go; without one, the send form is not offered. */
  tokenSendRecipient?: Address;
  /** docs/PRODUCT.md §5: the wallets breeding is refused to. */
  breedingBlockedAddresses: Address[];
  /**
   * The order book's marketplace fee: every order's consideration pays `bps` basis points of its price to
   * `recipient` (MARKET_FEE_BPS, at most 1000 = 10 %, and MARKET_FEE_RECIPIENT, needed when the fee is not 0).
   */
  marketFee: MarketFee;
  /** A local stack's test wallet (apps built with it only): the dev node it reaches and the holder it acts as. */
  testWallet?: { nodeUrl: string; impersonate?: Address };
}

/** The highest marketplace fee a deployment may set, in basis points (10 %). */
export const MAX_MARKET_FEE_BPS = 1000;

export interface MarketFee {
  bps: number;
  /** Absent only when the fee is 0. */
  recipient?: Address;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalOrigin = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => new URL(url).origin === url, 'must be an origin, such as https://api.example.com')
    .optional(),
);

/** One address, by the setting's name: a wrong one is refused at start, not found by a reader. */
function singleAddress(raw: string | undefined, setting: string): Address | undefined {
  if (raw === undefined) return undefined;
  const addresses = parseAddressList(raw, setting);
  if (addresses.length !== 1) throw new Error(`Invalid server environment: ${setting}: one address, not a list`);
  return addresses[0];
}

function addressSettings(values: z.infer<typeof EnvSchema>) {
  try {
    const tokenSendRecipient = singleAddress(values.TOKEN_SEND_RECIPIENT, 'TOKEN_SEND_RECIPIENT');
    const breedingBlocked = breedingBlockedAddresses(values.BREEDING_BLOCKED_ADDRESSES);
    const impersonate = singleAddress(values.TEST_WALLET_IMPERSONATE, 'TEST_WALLET_IMPERSONATE');
    const marketFeeRecipient = singleAddress(values.MARKET_FEE_RECIPIENT, 'MARKET_FEE_RECIPIENT');
    return { tokenSendRecipient, breedingBlocked, impersonate, marketFeeRecipient };
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith('Invalid server environment') ? message : `Invalid server environment: ${message}`);
  }
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PRODUCT: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only')
    .default('afa'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
  RPC_URL: z.url().default('http://127.0.0.1:8545'),
  PUBLIC_RPC_URL: optionalText.pipe(z.url().optional()),
  STATIC_DIR: z.string().trim().min(1).default('out'),
  SENSORS_URL: optionalText.pipe(z.url().optional()),
  CHAIN_ID: z.coerce.number().int().positive().default(2810),
  CHAIN_NAME: optionalText,
  EXPLORER_URL: optionalText.pipe(z.url().optional()),
  INDEXER: z.enum(['on', 'off']).default('on'),
  INDEXER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  // None by default: a local anvil mines a block only per transaction, so a depth would hold the last one back.
  INDEXER_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(0),
  // 'true' and 'false' are the older spellings of 1 and 0.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value) => (value === 'true' ? '1' : value === 'false' || value === '' ? '0' : value))
    .pipe(z.string().regex(/^\d+$/, 'must be a number of proxies (0 for none)').transform(Number).pipe(z.number().max(10))),
  PUBLIC_ORIGINS: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(
        z
          .array(
            z
              .url({ protocol: /^https?$/ })
              .refine((url) => new URL(url).origin === url, 'each must be an origin, such as https://app.example.com'),
          )
          .min(1),
      )
      .optional(),
  ),
  METADATA_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .refine((url) => new URL(url).origin === url, 'must be an origin, such as https://api.example.com')
      .optional(),
  ),
  RUN_MODE: z.enum(['local', 'production']).default('production'),
  ARTICLE_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  REQUEST_CONCURRENCY: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(10_000).optional()),
  REQUEST_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).default(''),
  CONNECT_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  DEPLOYMENTS_DIR: z.string().trim().min(1).default('deployments'),
  API_ORIGIN: optionalOrigin,
  WALLET_API_ORIGIN: optionalOrigin,
  TOKEN_SEND_RECIPIENT: optionalText,
  BREEDING_BLOCKED_ADDRESSES: z.string().optional(),
  MARKET_FEE_BPS: z.coerce.number().int().min(0).max(MAX_MARKET_FEE_BPS).default(0),
  MARKET_FEE_RECIPIENT: optionalText,
  TEST_WALLET_NODE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TEST_WALLET_IMPERSONATE: optionalText,
  // On by default so a local stack shows the event entry; a deployment switches it with its events.
  OPERATIONAL_TASK: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
});

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  // By default the origins a browser on this machine reaches the server by.
  const publicOrigins = values.PUBLIC_ORIGINS ?? [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`];
  // A production server names only an origin it was given: the default one is this machine's.
  const metadataOrigin = values.METADATA_ORIGIN ?? (values.RUN_MODE === 'local' || values.PUBLIC_ORIGINS ? publicOrigins[0] : undefined);
  const originProblem = values.RUN_MODE === 'production' && metadataOrigin ? metadataOriginProblem(metadataOrigin) : undefined;
  if (originProblem) {
    const source = values.METADATA_ORIGIN ? 'METADATA_ORIGIN' : 'METADATA_ORIGIN (unset, so the first of PUBLIC_ORIGINS)';
    throw new Error(`Invalid server environment: ${source}: ${originProblem}; token URIs must name a public origin`);
  }
  const { tokenSendRecipient, breedingBlocked, impersonate, marketFeeRecipient } = addressSettings(values);
  if (values.MARKET_FEE_BPS > 0 && !marketFeeRecipient) {
    throw new Error('Invalid server environment: MARKET_FEE_RECIPIENT: needed when MARKET_FEE_BPS is not 0');
  }
  if (marketFeeRecipient && /^0x0{40}$/.test(marketFeeRecipient)) {
    throw new Error('Invalid server environment: MARKET_FEE_RECIPIENT: must not be the zero address');
  }
  // The test wallet is compiled only into local builds; a production server never hands one a dev node.
  if (values.RUN_MODE !== 'local' && (values.TEST_WALLET_NODE_URL || impersonate)) {
    throw new Error('Invalid server environment: TEST_WALLET_NODE_URL and TEST_WALLET_IMPERSONATE are for RUN_MODE=local only');
  }
  if (impersonate && !values.TEST_WALLET_NODE_URL) {
    throw new Error('Invalid server environment: TEST_WALLET_IMPERSONATE needs TEST_WALLET_NODE_URL');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    product: values.PRODUCT,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir: values.DATA_DIR,
    rpcUrl: values.RPC_URL,
    publicRpcUrl: values.PUBLIC_RPC_URL,
    staticDir: values.STATIC_DIR,
    sensorsUrl: values.SENSORS_URL,
    chainId: values.CHAIN_ID,
    chainName: values.CHAIN_NAME,
    explorerUrl: values.EXPLORER_URL,
    trustedProxyHops: values.TRUST_PROXY,
    publicOrigins,
    metadataOrigin,
    runMode: values.RUN_MODE,
    indexerEnabled: values.INDEXER === 'on',
    indexerPollMs: values.INDEXER_POLL_MS,
    indexerConfirmations: values.INDEXER_CONFIRMATIONS,
    operationalTask: values.OPERATIONAL_TASK,
    articleListCacheMs: values.ARTICLE_LIST_CACHE_MS,
    requestConcurrency: values.REQUEST_CONCURRENCY,
    requestQueueWaitMs: values.REQUEST_QUEUE_WAIT_MS,
    seedDemo: values.SEED_DEMO === '' ? values.RUN_MODE === 'local' : values.SEED_DEMO === '1' || values.SEED_DEMO === 'true',
    connectUrls: [
      ...values.CONNECT_URLS,
      ...[values.API_ORIGIN, values.WALLET_API_ORIGIN, values.PUBLIC_RPC_URL].filter((url): url is string => url !== undefined),
    ],
    deploymentsDir: values.DEPLOYMENTS_DIR,
    apiOrigin: values.API_ORIGIN,
    walletApiOrigin: values.WALLET_API_ORIGIN,
    tokenSendRecipient,
    breedingBlockedAddresses: breedingBlocked,
    marketFee: { bps: values.MARKET_FEE_BPS, recipient: marketFeeRecipient },
    testWallet: values.TEST_WALLET_NODE_URL ? { nodeUrl: values.TEST_WALLET_NODE_URL, impersonate } : undefined,
  };
}
