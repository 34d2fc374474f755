import { and, eq, gt, isNull } from 'drizzle-orm';
import { verifyMessage, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { DatabaseExecutor } from '../db/client';
import { loginNonces, users, wallets, type User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { ServiceContext } from '../http/app-env';
import { inviterOf, unusedShareCode } from './user-service';

export const walletLoginPolicy = { nonceLifetimeMs: 10 * 60_000 } as const;

export interface SignInRequest {
  /** The host the app runs on, which the message names so it cannot be replayed elsewhere. */
  domain: string;
  uri: string;
  chainId: number;
}

/** A nonce for `address` and the EIP-4361 message the wallet is asked to sign. */
export async function issueSignInMessage(ctx: ServiceContext, address: `0x${string}`, request: SignInRequest) {
  const now = ctx.now();
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + walletLoginPolicy.nonceLifetimeMs);
  await ctx.db.insert(loginNonces).values({ nonce, address, createdAt: now, expiresAt });
  const message = createSiweMessage({
    ...request,
    address: address as `0x${string}`,
    nonce,
    version: '1',
    statement: 'Sign in to the creature community.',
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

const refused = (why: string) => new ApiError(ErrorCode.badRequest, `message: ${why}`);

/**
 * Checks a signed sign-in message: ours (domain, chain, an unspent nonce issued to this address),
 * unexpired, and signed by that address; spends the nonce. Returns the address, lower case.
 */
export async function acceptSignIn(ctx: ServiceContext, message: string, signature: Hex, request: SignInRequest): Promise<string> {
  const fields = parseSiweMessage(message);
  if (!fields.address || !fields.nonce) throw refused('is not a sign-in message');
  if (fields.domain !== request.domain) throw refused(`is for ${fields.domain ?? 'another site'}, not ${request.domain}`);
  if (fields.chainId !== request.chainId) throw refused(`is for chain ${fields.chainId}, not ${request.chainId}`);
  const address = fields.address.toLowerCase();
  const signed = await verifyMessage({ address: fields.address, message, signature }).catch(() => false);
  if (!signed) throw new ApiError(ErrorCode.badRequest, 'signature: is not the signature of the message\'s address');

  const now = ctx.now();
  const spent = await ctx.db
    .update(loginNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginNonces.nonce, fields.nonce),
        eq(loginNonces.address, address),
        isNull(loginNonces.consumedAt),
        gt(loginNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: loginNonces.nonce });
  if (spent.length === 0) {
    throw new ApiError(ErrorCode.captchaExpiredOrUsed, 'This sign-in request has expired or was already used; please sign in again');
  }
  return address;
}

/**
 * The user a wallet is bound to, or a new user with that wallet bound, who remembers whose share code
 * they arrived with.
 */
export async function findOrCreateUserByWallet(
  db: DatabaseExecutor,
  address: string,
  chainIndex: number,
  inviterShareCode?: string,
): Promise<User> {
  const [bound] = await db
    .select({ user: users })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.address, address))
    .limit(1);
  if (bound) return bound.user;
  const [created] = await db
    .insert(users)
    .values({
      nickname: `${address.slice(0, 6)}…${address.slice(-4)}`,
      shareCode: await unusedShareCode(db),
      invitedByUserId: await inviterOf(db, inviterShareCode),
    })
    .returning();
  await db.insert(wallets).values({ userId: created!.id, address, chainIndex });
  return created!;
}
