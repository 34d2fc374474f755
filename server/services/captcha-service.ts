import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { captchas } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { ServiceContext } from '../http/app-env';
import { hashCaptchaCode, newCaptchaCode, newSalt, sameHash } from './tokens';

export const captchaPolicy = {
  lifetimeMs: 10 * 60_000,
  /** One code per email per minute. */
  resendIntervalMs: 60_000,
  /** Codes one email may receive in a day, so the address cannot be flooded through this server. */
  maxPerEmailPerDay: 10,
  /** Codes one address may request per hour, whatever the emails. */
  maxPerIpPerHour: 10,
  /** Wrong guesses before a code is spent. */
  maxFailedAttempts: 5,
  /** Wrong guesses at an email's codes in a day after which the email is locked until they age out. */
  lockoutFailures: 15,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface IssuedCaptcha {
  code: string;
  expiresAt: Date;
}

const lockedOut = () => new ApiError(ErrorCode.captchaAttemptsExceeded, 'Too many wrong codes for this email; please try again tomorrow');

/** Wrong guesses at `email`'s codes in the last day. */
async function recentFailures(db: DatabaseExecutor, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${captchas.failedAttempts}), 0)::int` })
    .from(captchas)
    .where(and(eq(captchas.email, email), gt(captchas.createdAt, new Date(now.getTime() - DAY_MS))));
  return row?.failures ?? 0;
}

/**
 * Creates a code for `email`, within the per-email and per-address limits. The limits are checked and the
 * code inserted in one transaction holding a lock per email and per address, so concurrent requests
 * cannot all pass a check before any of them inserts (PostgreSQL advisory locks; PGlite runs one
 * transaction at a time and takes them too).
 */
export async function issueCaptcha(ctx: ServiceContext, email: string, requestIp: string): Promise<IssuedCaptcha> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Always the email's lock first, then the address's: two requests never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`captcha-email:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`captcha-ip:${requestIp}`}))`);

    const [ofEmail] = await tx
      .select({ latest: max(captchas.createdAt), today: count() })
      .from(captchas)
      .where(and(eq(captchas.email, email), gt(captchas.createdAt, new Date(now.getTime() - DAY_MS))));
    if (ofEmail?.latest) {
      const waitMs = ofEmail.latest.getTime() + captchaPolicy.resendIntervalMs - now.getTime();
      if (waitMs > 0) {
        throw new ApiError(
          ErrorCode.rateLimited,
          `A code was sent to this email moments ago; please wait ${Math.ceil(waitMs / 1000)} s before asking again`,
        );
      }
    }
    if ((ofEmail?.today ?? 0) >= captchaPolicy.maxPerEmailPerDay) {
      throw new ApiError(ErrorCode.rateLimited, 'Too many codes were sent to this email today; please try again tomorrow');
    }
    if ((await recentFailures(tx, email, now)) >= captchaPolicy.lockoutFailures) throw lockedOut();

    const [fromIp] = await tx
      .select({ total: count() })
      .from(captchas)
      .where(and(eq(captchas.requestIp, requestIp), gt(captchas.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((fromIp?.total ?? 0) >= captchaPolicy.maxPerIpPerHour) {
      throw new ApiError(ErrorCode.rateLimited, 'Too many codes requested from this network; please try again later');
    }

    const code = newCaptchaCode();
    const salt = newSalt();
    const expiresAt = new Date(now.getTime() + captchaPolicy.lifetimeMs);
    await tx.insert(captchas).values({
      email,
      codeHash: hashCaptchaCode(code, salt),
      salt,
      requestIp,
      createdAt: now,
      expiresAt,
    });
    return { code, expiresAt };
  });
}

/**
 * Accepts `code` once: the email's latest code, unexpired, unused, with attempts left, and the email not
 * locked out by the day's wrong guesses.
 * Throws an ApiError saying which of these failed.
 */
export async function consumeCaptcha(ctx: ServiceContext, email: string, code: string): Promise<void> {
  const now = ctx.now();
  if ((await recentFailures(ctx.db, email, now)) >= captchaPolicy.lockoutFailures) throw lockedOut();
  const [latest] = await ctx.db.select().from(captchas).where(eq(captchas.email, email)).orderBy(desc(captchas.createdAt)).limit(1);

  if (!latest || latest.consumedAt || latest.expiresAt <= now) {
    throw new ApiError(ErrorCode.captchaExpiredOrUsed, 'The verification code has expired or was already used; please request a new one');
  }
  if (latest.failedAttempts >= captchaPolicy.maxFailedAttempts) {
    throw new ApiError(ErrorCode.captchaAttemptsExceeded, 'Too many wrong attempts; please request a new verification code');
  }

  if (!sameHash(hashCaptchaCode(code, latest.salt), latest.codeHash)) {
    await ctx.db
      .update(captchas)
      .set({ failedAttempts: sql`${captchas.failedAttempts} + 1` })
      .where(eq(captchas.id, latest.id));
    throw new ApiError(ErrorCode.captchaIncorrect, 'The verification code is incorrect');
  }

  // The conditions are repeated in the update so two concurrent logins cannot both spend the code.
  const spent = await ctx.db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, latest.id), isNull(captchas.consumedAt), lt(captchas.failedAttempts, captchaPolicy.maxFailedAttempts)))
    .returning({ id: captchas.id });
  if (spent.length === 0) {
    throw new ApiError(ErrorCode.captchaExpiredOrUsed, 'The verification code has expired or was already used; please request a new one');
  }
}
