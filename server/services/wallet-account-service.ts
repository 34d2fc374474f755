import { randomBytes, randomUUID } from 'node:crypto';
import { addressBindMessage } from '@/lib/protocol';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { getAddress, verifyMessage, type Hex } from 'viem';
import type { DatabaseExecutor } from '../db/client';
import { walletAccounts, walletBindNonces, wallets } from '../db/schema';
import type { ServiceContext } from '../http/app-env';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';

/** The bind message is shared with the app, which asks the wallet to sign it. */
export { addressBindMessage };

export const walletBindPolicy = { nonceLifetimeMs: 10 * 60_000 } as const;

/** The user's wallet-service account id, created on first request. */
export async function ensureWalletAccount(db: DatabaseExecutor, userId: number): Promise<string> {
  const [existing] = await db
    .select({ accountId: walletAccounts.accountId })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  if (existing) return existing.accountId;
  await db.insert(walletAccounts).values({ userId, accountId: randomUUID() }).onConflictDoNothing({ target: walletAccounts.userId });
  // Re-read: a concurrent request may have created it first.
  const [created] = await db
    .select({ accountId: walletAccounts.accountId })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  if (!created) throw new Error(`No wallet account for user ${userId} after creating it`);
  return created.accountId;
}

/** The account id of `userId`, or null when none was created yet. */
export async function findWalletAccountId(db: DatabaseExecutor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ accountId: walletAccounts.accountId })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  return row?.accountId ?? null;
}

/** A fresh nonce for binding `address` (lower case) to the user's account, and when it expires. */
export async function issueBindNonce(ctx: ServiceContext, userId: number, address: string) {
  const now = ctx.now();
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + walletBindPolicy.nonceLifetimeMs);
  await ctx.db.insert(walletBindNonces).values({ nonce, userId, address, createdAt: now, expiresAt });
  return { nonce, expiresAt };
}

export interface BindProof {
  address: string;
  nonce: string;
  signature: Hex;
}

/**
 * A bind needs `address`'s signature of the bind message naming the account and a nonce issued to this
 * user for this address, unexpired and unspent; the nonce is spent here (so run it in the bind's
 * transaction). 400 for a wrong signature, 10021 for a nonce that is unknown, expired or used.
 */
export async function acceptBindProof(db: DatabaseExecutor, now: Date, userId: number, accountId: string, proof: BindProof): Promise<void> {
  const message = addressBindMessage({ accountId, address: proof.address, nonce: proof.nonce });
  const signed = await verifyMessage({ address: getAddress(proof.address), message, signature: proof.signature }).catch(() => false);
  if (!signed) throw new ApiError(ErrorCode.badRequest, "signature: is not this address's signature of the bind message");
  const spent = await db
    .update(walletBindNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(walletBindNonces.nonce, proof.nonce),
        eq(walletBindNonces.userId, userId),
        eq(walletBindNonces.address, proof.address),
        isNull(walletBindNonces.consumedAt),
        gt(walletBindNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: walletBindNonces.nonce });
  if (spent.length === 0) {
    throw new ApiError(ErrorCode.captchaExpiredOrUsed, 'This bind request has expired or was already used; please bind again');
  }
}

/** Proves and binds in one transaction, so a refused bind leaves the nonce unspent and nothing bound. */
export async function bindProvenWallet(ctx: ServiceContext, userId: number, proof: BindProof, chainIndex: number): Promise<string> {
  const accountId = await ensureWalletAccount(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    await acceptBindProof(tx, ctx.now(), userId, accountId, proof);
    await bindWalletAddress(tx, userId, proof.address, chainIndex);
  });
  return accountId;
}

/**
 * Binds `address` (lower case) to the user: one wallet per account, one account per wallet.
 * Binding the wallet already bound is a no-op. 10030 when another account holds the address,
 * 10033 when this account already has another wallet.
 */
export async function bindWalletAddress(db: DatabaseExecutor, userId: number, address: string, chainIndex: number): Promise<void> {
  const [holder] = await db.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.address, address)).limit(1);
  if (holder && holder.userId !== userId) {
    throw new ApiError(
      ErrorCode.walletTiedToAnotherAccount,
      'The current wallet address has been tied to another account, please use another wallet address',
    );
  }
  if (holder) return;
  const [other] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), ne(wallets.address, address)))
    .limit(1);
  if (other) throw new ApiError(ErrorCode.accountAlreadyBound, 'This account has been bound, please use another account');
  const inserted = await db
    .insert(wallets)
    .values({ userId, address, chainIndex })
    .onConflictDoNothing({ target: wallets.address })
    .returning({ userId: wallets.userId });
  // Lost a race against another account binding the same address.
  if (inserted.length === 0) return bindWalletAddress(db, userId, address, chainIndex);
}
