import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { AuthenticatedSession, ServiceContext } from '../http/app-env';
import type { DatabaseExecutor } from '../db/client';
import { hashSessionToken, newSessionToken } from './tokens';

export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

/** Starts a session for `userId` and returns its bearer token (only its hash is stored). */
export async function createSession(db: DatabaseExecutor, now: Date, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return token;
}

/** The live session a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function findActiveSession(ctx: ServiceContext, token: string): Promise<AuthenticatedSession | null> {
  const [session] = await ctx.db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now())))
    .limit(1);
  return session ?? null;
}

export async function revokeSession(ctx: ServiceContext, sessionId: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
