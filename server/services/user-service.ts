import { asc, count, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { users, wallets, type User } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import { newShareCode } from './tokens';

export interface UserInfo {
  id: number;
  nickname: string;
  avatar: string;
  email: string | null;
  googleEmail: string | null;
  okxOpenId: string | null;
  wallets: { address: string; chainIndex: number }[];
  shareCode: string;
  /** How many users signed up through this user's share link. */
  invitedCount: number;
  createdAt: string;
}

/** A readable default nickname: the part of the email before the @. */
function nicknameFromEmail(email: string): string {
  return email.split('@')[0]!.slice(0, 32) || 'user';
}

/** A share code no user has yet. */
export async function unusedShareCode(db: DatabaseExecutor): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = newShareCode();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.shareCode, candidate)).limit(1);
    if (!taken) return candidate;
  }
  throw new Error('Could not find an unused share code');
}

/**
 * The user whose share code a new user arrived with, or null for no code or an unknown one. Only a
 * user being created asks, so nobody is recorded as an inviter twice, of an existing account, or of
 * themselves.
 */
export async function inviterOf(db: DatabaseExecutor, inviterShareCode: string | undefined): Promise<number | null> {
  if (!inviterShareCode) return null;
  const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.shareCode, inviterShareCode.toUpperCase())).limit(1);
  return inviter?.id ?? null;
}

/**
 * The user with this email, created on first login. A new user arriving with someone's
 * share code remembers who invited them; an unknown code is ignored.
 */
export async function findOrCreateUserByEmail(db: DatabaseExecutor, email: string, inviterShareCode?: string): Promise<User> {
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing;

  const [created] = await db
    .insert(users)
    .values({
      email,
      nickname: nicknameFromEmail(email),
      shareCode: await unusedShareCode(db),
      invitedByUserId: await inviterOf(db, inviterShareCode),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return created;

  // Another login created the same user in the meantime.
  const [concurrent] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!concurrent) throw new Error(`User ${email} vanished during creation`);
  return concurrent;
}

export async function loadUserInfo(db: DatabaseExecutor, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError(ErrorCode.unauthorised, 'This account no longer exists');
  const boundWallets = await db
    .select({ address: wallets.address, chainIndex: wallets.chainIndex })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.id));
  const [invited] = await db.select({ total: count() }).from(users).where(eq(users.invitedByUserId, userId));
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email,
    googleEmail: user.googleEmail,
    okxOpenId: user.okxOpenId,
    wallets: boundWallets,
    shareCode: user.shareCode,
    invitedCount: invited?.total ?? 0,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Changes the nickname and/or avatar URL. */
export async function updateProfile(
  db: DatabaseExecutor,
  now: Date,
  userId: number,
  changes: { nickname?: string; avatar?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Binds a Google email (lower case) to the account: binding it again is a no-op; 10031 when
 * another account holds it, 10033 when this account already has another one.
 */
export async function bindGoogleEmail(db: DatabaseExecutor, now: Date, userId: number, googleEmail: string): Promise<void> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.googleEmail, googleEmail)).limit(1);
  if (holder && holder.id !== userId) {
    throw new ApiError(ErrorCode.googleEmailTiedToAnotherAccount, 'This Google account has been tied to another account');
  }
  if (holder) return;
  const [user] = await db.select({ googleEmail: users.googleEmail }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.googleEmail) throw new ApiError(ErrorCode.accountAlreadyBound, 'This account has been bound, please use another account');
  await db.update(users).set({ googleEmail, updatedAt: now }).where(eq(users.id, userId));
}
