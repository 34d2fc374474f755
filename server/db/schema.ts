import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_share_code_unique').on(table.shareCode),
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
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_id_idx').on(table.userId)],
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

/** The wallet-service account of a user (SPEC's accountId), created once on request. */
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
    status: text('status', { enum: ['pending', 'confirmed', 'failed'] }).notNull().default('pending'),
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

export type User = typeof users.$inferSelect;
export type Wallet = typeof wallets.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Captcha = typeof captchas.$inferSelect;
export type WalletAccount = typeof walletAccounts.$inferSelect;
export type ChainTransaction = typeof chainTransactions.$inferSelect;
