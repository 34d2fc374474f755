import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    googleEmail: text('google_email'),
    okxOpenId: text('okx_open_id'),
    /** The code this user shares; other users arrive with it in the page address. */
    shareCode: text('share_code').notNull(),
    invitedByUserId: integer('invited_by_user_id'),
    /** Community activity points the ranking orders by. */
    rankScore: integer('rank_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_share_code_unique').on(table.shareCode),
    uniqueIndex('users_google_email_unique').on(table.googleEmail),
    index('users_rank_score_idx').on(table.rankScore),
    // Every read of a user's info counts the users they invited.
    index('users_invited_by_user_id_idx').on(table.invitedByUserId),
  ],
);

export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case hex, so one address cannot be bound twice under different casings. */
    address: text('address').notNull(),
    chainIndex: integer('chain_index').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('wallets_address_unique').on(table.address), index('wallets_user_id_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** HMAC-SHA256 of the code under a per-captcha salt. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    requestIp: text('request_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('captchas_email_created_idx').on(table.email, table.createdAt),
    index('captchas_ip_created_idx').on(table.requestIp, table.createdAt),
  ],
);

/** The wallet-service account of a user (the accountId of docs/PRODUCT.md §3), created once on request. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_user_id_unique').on(table.userId),
    uniqueIndex('wallet_accounts_account_id_unique').on(table.accountId),
  ],
);

/**
 * A transaction the app reported (broadcast-tx) or had the server relay (send-transaction),
 * with its status as last confirmed from the chain.
 */
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id'),
    /** Lower-case 0x-prefixed hex, like every hash and address stored. */
    txHash: text('tx_hash').notNull(),
    txType: integer('tx_type').notNull(),
    fromAddress: text('from_address').notNull(),
    chainIndex: integer('chain_index').notNull(),
    signedTx: text('signed_tx'),
    /** Token ids and amounts are uint256: kept as decimal strings. */
    tokenId: text('token_id'),
    fromTokenId: text('from_token_id'),
    toTokenId: text('to_token_id'),
    txAmount: text('tx_amount'),
    /** 'broadcast' when the app sent it itself, 'relay' when this server sent it. */
    source: text('source', { enum: ['broadcast', 'relay'] }).notNull(),
    /** `expired`: still without a receipt when the pending lifetime ran out. */
    status: text('status', { enum: ['pending', 'confirmed', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chain_transactions_tx_hash_unique').on(table.txHash),
    index('chain_transactions_user_created_idx').on(table.userId, table.createdAt),
    index('chain_transactions_from_address_idx').on(table.fromAddress),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articleTopics = pgTable(
  'article_topics',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('article_topics_category_idx').on(table.categoryId)],
);

/** Tags stripped, so markup does not count as words. */
const searchableText = (title: SQL, body: SQL) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', regexp_replace(${body}, '<[^>]*>', ' ', 'g')), 'B')`;

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').references(() => articleTopics.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** HTML as submitted; the app sanitises it when rendering. */
    body: text('body').notNull(),
    views: integer('views').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: createdAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => searchableText(sql`"title"`, sql`"body"`)),
  },
  (table) => [
    index('articles_category_created_idx').on(table.categoryId, table.createdAt),
    index('articles_topic_created_idx').on(table.topicId, table.createdAt),
    index('articles_search_idx').using('gin', table.searchVector),
  ],
);

export const searchRecords = pgTable(
  'search_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('search_records_user_keyword_unique').on(table.userId, table.keyword)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    hostUserId: integer('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onlineCount: integer('online_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Higher comes first among recommended rooms. */
    recommendWeight: integer('recommend_weight').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('rooms_recommend_idx').on(table.recommendWeight)],
);

export const unions = pgTable('unions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  avatar: text('avatar').notNull(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A user's place in a union: an application waiting ('pending') or a member ('joined'). */
export const unionMemberships = pgTable(
  'union_memberships',
  {
    id: serial('id').primaryKey(),
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'joined'] }).notNull(),
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('union_memberships_union_user_unique').on(table.unionId, table.userId),
    index('union_memberships_union_status_idx').on(table.unionId, table.status),
  ],
);

/** Images users upload (avatars), served back by their content hash. */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploaded_images_sha256_unique').on(table.sha256)],
);

/** Events the app's analytics SDK sends to this server's collector. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    distinctId: text('distinct_id').notNull(),
    properties: jsonb('properties').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analytics_events_received_idx').on(table.receivedAt)],
);

/** How far the indexer has read each chain, and which chain it was (a reset chain has a new genesis). */
export const indexerCursors = pgTable('indexer_cursors', {
  chainId: integer('chain_id').primaryKey(),
  genesisHash: text('genesis_hash').notNull(),
  /** The first block not yet indexed. */
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The hash of blocks the indexer read (the last of each batch and every block with one of our logs): a
 * reorganisation shows as a block whose hash on the chain is no longer the one read.
 */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
);

/** Every log of the registry's contracts, decoded with the contract's ABI; bigints kept as decimal strings. */
export const chainEvents = pgTable(
  'chain_events',
  {
    id: serial('id').primaryKey(),
    chainId: integer('chain_id').notNull(),
    contractName: text('contract_name').notNull(),
    contractAddress: text('contract_address').notNull(),
    eventName: text('event_name').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    args: jsonb('args').notNull(),
    /** The block's time in seconds, kept for the events whose read model row needs it, so a rollback can replay them. */
    blockTime: bigint('block_time', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('chain_events_log_unique').on(table.chainId, table.txHash, table.logIndex),
    index('chain_events_contract_event_idx').on(table.chainId, table.contractAddress, table.eventName, table.blockNumber),
  ],
);

/** The current owner of every NFT the registry's ERC-721 contracts have minted, from their Transfer logs. */
export const nftTokens = pgTable(
  'nft_tokens',
  {
    chainId: integer('chain_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    tokenId: text('token_id').notNull(),
    ownerAddress: text('owner_address').notNull(),
    /** The block of the transfer that gave it to this owner. */
    ownedSinceBlock: bigint('owned_since_block', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contractAddress, table.tokenId] }),
    index('nft_tokens_owner_idx').on(table.chainId, table.ownerAddress, table.contractAddress),
  ],
);

/** A uint256 id kept exact and ordered numerically. */
const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * Breeding nests as the indexer rebuilds them from NestCreated, Paired and NestClosed: a nest's id is the
 * id of the creature staked in it, so a creature nested again reopens its row from nothing.
 */
export const nftNests = pgTable(
  'nft_nests',
  {
    chainId: integer('chain_id').notNull(),
    nestId: uint256('nest_id').notNull(),
    ownerAddress: text('owner_address').notNull(),
    /** Chain times, in seconds. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastPairedAt: bigint('last_paired_at', { mode: 'number' }).notNull().default(0),
    pairCount: integer('pair_count').notNull().default(0),
    open: boolean('open').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.nestId] }),
    index('nft_nests_open_created_idx').on(table.chainId, table.open, table.createdAt, table.nestId),
  ],
);

/** Breeding pairs from Paired and OffspringClaimed. */
export const nftPairs = pgTable(
  'nft_pairs',
  {
    chainId: integer('chain_id').notNull(),
    pairId: uint256('pair_id').notNull(),
    /** The nest's creature. */
    tokenId1: uint256('token_id_1').notNull(),
    /** The pairing holder's creature. */
    tokenId2: uint256('token_id_2').notNull(),
    owner1: text('owner_1').notNull(),
    owner2: text('owner_2').notNull(),
    pairedAt: bigint('paired_at', { mode: 'number' }).notNull(),
    claimableAt: bigint('claimable_at', { mode: 'number' }).notNull(),
    claimed: boolean('claimed').notNull().default(false),
    /** 0 until claimed. */
    offspringId: uint256('offspring_id').notNull().default('0'),
    /** The block whose hash draws the offspring; 0 until the claim is committed. */
    seedBlock: bigint('seed_block', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.pairId] }),
    index('nft_pairs_owner_1_idx').on(table.chainId, table.owner1, table.pairId),
    index('nft_pairs_owner_2_idx').on(table.chainId, table.owner2, table.pairId),
  ],
);

/** Creatures staked in the pool, from Staked, IncomeReleased and Withdrawn. */
export const nftStakes = pgTable(
  'nft_stakes',
  {
    chainId: integer('chain_id').notNull(),
    tokenId: uint256('token_id').notNull(),
    ownerAddress: text('owner_address').notNull(),
    pledgeTime: bigint('pledge_time', { mode: 'number' }).notNull(),
    /** Pledge days already paid out. */
    paidDays: integer('paid_days').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.tokenId] }),
    index('nft_stakes_owner_idx').on(table.chainId, table.ownerAddress, table.pledgeTime),
  ],
);

/** Nonces issued for wallet sign-in (EIP-4361): each is bound to one address and accepted once. */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  // The periodic purge finds expired nonces by it.
  (table) => [index('login_nonces_expires_idx').on(table.expiresAt)],
);

/**
 * Nonces issued for binding a wallet to an account: each names the account's user and the address, is
 * accepted once, and expires, so a bind signature cannot be replayed or made in advance.
 */
export const walletBindNonces = pgTable(
  'wallet_bind_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('wallet_bind_nonces_expires_idx').on(table.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type Wallet = typeof wallets.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Captcha = typeof captchas.$inferSelect;
export type WalletAccount = typeof walletAccounts.$inferSelect;
export type ChainTransaction = typeof chainTransactions.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type Room = typeof rooms.$inferSelect;
export type Union = typeof unions.$inferSelect;

/**
 * One row per counted event of a rate limit (see http/rate-limiter), so every server instance on the
 * database counts against the same limit. Rows older than the limit's window are deleted as it runs.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    /** Which limit: each limiter has a name of its own. */
    limiter: text('limiter').notNull(),
    /** Whom it counts, e.g. a client address. */
    key: text('key').notNull(),
    hitAtMs: bigint('hit_at_ms', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_hits_key_idx').on(table.limiter, table.key, table.hitAtMs)],
);

/**
 * The order book: Seaport 1.6 orders the server accepted (server/services/market-order-service.ts), each for one
 * token of our two collections. `status` is what the chain said last: active, inactive (the token left the
 * maker, or the listing's approval or the offer's funds no longer cover it), filled or cancelled; an order past
 * its end time reads as expired without a write. Amounts are exact uint256 numbers, times Unix seconds.
 */
export const marketOrders = pgTable(
  'market_orders',
  {
    chainId: integer('chain_id').notNull(),
    /** Seaport's order hash, 0x lower case. */
    orderHash: text('order_hash').notNull(),
    /** The Seaport the order is signed for. */
    seaport: text('seaport').notNull(),
    collection: text('collection').notNull(),
    tokenId: uint256('token_id').notNull(),
    maker: text('maker').notNull(),
    /** listing: the maker offers the token for ETH or AFA; offer: the maker offers AFA for the token. */
    side: text('side').notNull(),
    /** The payment token; the zero address for ETH. */
    currency: text('currency').notNull(),
    /** What the buyer pays in all: the seller receives it less the fee and the royalty. */
    price: uint256('price').notNull(),
    fee: uint256('fee').notNull(),
    royalty: uint256('royalty').notNull(),
    royaltyRecipient: text('royalty_recipient'),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    counter: uint256('counter').notNull(),
    salt: uint256('salt').notNull(),
    /** The signed OrderComponents as sent, uint256 values as decimal strings. */
    parameters: jsonb('parameters').notNull(),
    signature: text('signature').notNull(),
    status: text('status').notNull().default('active'),
    /** The transaction that filled or cancelled the order, and who took it. */
    closedTxHash: text('closed_tx_hash'),
    taker: text('taker'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.orderHash] }),
    index('market_orders_token_idx').on(table.chainId, table.collection, table.tokenId, table.side, table.status),
    index('market_orders_maker_idx').on(table.chainId, table.maker, table.status, table.createdAt),
    index('market_orders_status_price_idx').on(table.chainId, table.side, table.status, table.price),
    // A collection's listings (or offers) by price: the page is read in the index's order instead of sorting them all.
    index('market_orders_collection_price_idx').on(table.chainId, table.collection, table.side, table.status, table.price),
    index('market_orders_status_end_idx').on(table.chainId, table.side, table.status, table.endTime),
    index('market_orders_created_idx').on(table.chainId, table.side, table.status, table.createdAt),
  ],
);

export type MarketOrder = typeof marketOrders.$inferSelect;
