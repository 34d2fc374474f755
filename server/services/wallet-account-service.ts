import { randomUUID } from 'node:crypto';
import { addressBindMessage } from '@/lib/protocol';
import { and, eq, ne } from 'drizzle-orm';
import { getAddress, verifyMessage, type Hex } from 'viem';
import type { DatabaseExecutor } from '../db/client';
import { walletAccounts, wallets } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';


/** The bind message is shared with the app, which asks the wallet to sign it. */
export { addressBindMessage };

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

/** A bind request's optional proof must be `address`'s signature of the bind message (400 otherwise). */
export async function assertBindSignature(address: string, accountId: string, signature: Hex): Promise<void> {
  const message = addressBindMessage(accountId);
  const signed = await verifyMessage({ address: getAddress(address), message, signature }).catch(() => false);
  if (!signed) throw new ApiError(ErrorCode.badRequest, 'signature: is not this address\'s signature of the bind message');
}

/**
 * Binds `address` (lower case) to the user: one wallet per account, one account per wallet.
 * Binding the wallet already bound is a no-op. 10030 when another account holds the address,
 * 10033 when this account already has another wallet.
 */
export async function bindWalletAddress(
  db: DatabaseExecutor,
  userId: number,
  address: string,
  chainIndex: number,
): Promise<void> {
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
