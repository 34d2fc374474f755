import { and, eq, gt, isNull } from 'drizzle-orm';
import { verifyMessage, type Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage, type SiweMessage } from 'viem/siwe';
import type { DatabaseExecutor } from '../db/client';
import { loginNonces, users, wallets, type User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { ServiceContext } from '../http/app-env';
import { inviterOf, unusedShareCode } from './user-service';

export const walletLoginPolicy = {
  nonceLifetimeMs: 10 * 60_000,
  /** How far a wallet's clock may run ahead of the server's for the message's issued-at. */
  clockSkewMs: 60_000,
} as const;

/** The site a sign-in message must name: one of the server's configured public origins, and the chain. */
export interface SignInRequest {
  /** The host the app runs on, which the message names so it cannot be replayed elsewhere. */
  domain: string;
  uri: string;
  chainId: number;
}

/**
 * The site to name in a new message: the origin the browser says it is on when that is one of the public
 * origins, else the first of them. The Host header is never used: any client can set it.
 */
export function signInRequestFor(publicOrigins: readonly string[], requestOrigin: string | undefined, chainId: number): SignInRequest {
  const origin = publicOrigins.find((candidate) => candidate === requestOrigin) ?? publicOrigins[0];
  if (!origin) throw new Error('No public origin is configured');
  const url = new URL(origin);
  return { domain: url.host, uri: url.origin, chainId };
}

/** A nonce for `address` and the EIP-4361 message the wallet is asked to sign. */
export async function issueSignInMessage(ctx: ServiceContext, address: `0x${string}`, request: SignInRequest) {
  const now = ctx.now();
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + walletLoginPolicy.nonceLifetimeMs);
  await ctx.db.insert(loginNonces).values({ nonce, address: address.toLowerCase(), createdAt: now, expiresAt });
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
const expired = () =>
  new ApiError(ErrorCode.captchaExpiredOrUsed, 'This sign-in request has expired or was already used; please sign in again');

/** Checks every field of the message against the sites this server serves, its chain and its clock. */
function assertOurs(fields: Partial<SiweMessage>, publicOrigins: readonly string[], chainId: number, now: Date): void {
  if (!fields.address || !fields.nonce || !fields.domain || !fields.uri) throw refused('is not a sign-in message');
  const site = publicOrigins.map((origin) => new URL(origin)).find((url) => url.host === fields.domain);
  if (!site) throw refused(`is for ${fields.domain}, not this site`);
  let uri: URL;
  try {
    uri = new URL(fields.uri);
  } catch {
    throw refused('has no valid URI');
  }
  if (uri.origin !== site.origin) throw refused(`names the URI ${fields.uri}, not ${site.origin}`);
  if (fields.version !== '1') throw refused('is not an EIP-4361 version 1 message');
  if (fields.chainId !== chainId) throw refused(`is for chain ${fields.chainId}, not ${chainId}`);
  if (!fields.issuedAt || !fields.expirationTime) throw refused('must say when it was issued and when it expires');
  if (fields.issuedAt.getTime() > now.getTime() + walletLoginPolicy.clockSkewMs) throw refused('was issued in the future');
  // The domain is checked above, so what the library still refuses is the time window.
  if (now.getTime() - fields.issuedAt.getTime() > walletLoginPolicy.nonceLifetimeMs) throw expired();
  if (!validateSiweMessage({ message: fields, domain: site.host, time: now })) throw expired();
}

/**
 * Checks a signed sign-in message: ours (a configured public origin and URI, this chain, issued and
 * expiring within the nonce's lifetime, an unspent nonce issued to this address), and signed by that
 * address; spends the nonce. Returns the address, lower case.
 */
export async function acceptSignIn(
  ctx: ServiceContext,
  message: string,
  signature: Hex,
  site: { publicOrigins: readonly string[]; chainId: number },
): Promise<string> {
  const now = ctx.now();
  const fields = parseSiweMessage(message);
  assertOurs(fields, site.publicOrigins, site.chainId, now);
  const address = fields.address!.toLowerCase();
  const signed = await verifyMessage({ address: fields.address!, message, signature }).catch(() => false);
  if (!signed) throw new ApiError(ErrorCode.badRequest, "signature: is not the signature of the message's address");

  const spent = await ctx.db
    .update(loginNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginNonces.nonce, fields.nonce!),
        eq(loginNonces.address, address),
        isNull(loginNonces.consumedAt),
        gt(loginNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: loginNonces.nonce });
  if (spent.length === 0) throw expired();
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
