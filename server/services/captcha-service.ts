import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { captchas } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import type { ServiceContext } from '../http/app-env';
import { hashCaptchaCode, newCaptchaCode, newSalt, sameHash } from './tokens';

export const captchaPolicy = {
  lifetimeMs: 10 * 60_000,
  /** One code per email per minute. */
  resendIntervalMs: 60_000,
  /** Codes one address may request per hour, whatever the emails. */
  maxPerIpPerHour: 10,
  /** Wrong guesses before a code is spent. */
  maxFailedAttempts: 5,
} as const;

const HOUR_MS = 60 * 60_000;

export interface IssuedCaptcha {
  code: string;
  expiresAt: Date;
}

/** Creates a code for `email`, within the per-email and per-address limits. */
export async function issueCaptcha(ctx: ServiceContext, email: string, requestIp: string): Promise<IssuedCaptcha> {
  const now = ctx.now();

  const [latest] = await ctx.db
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(eq(captchas.email, email))
    .orderBy(desc(captchas.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + captchaPolicy.resendIntervalMs - now.getTime();
    if (waitMs > 0) {
      throw new ApiError(
        ErrorCode.rateLimited,
        `A code was sent to this email moments ago; please wait ${Math.ceil(waitMs / 1000)} s before asking again`,
      );
    }
  }

  const [fromIp] = await ctx.db
    .select({ total: count() })
    .from(captchas)
    .where(and(eq(captchas.requestIp, requestIp), gt(captchas.createdAt, new Date(now.getTime() - HOUR_MS))));
  if ((fromIp?.total ?? 0) >= captchaPolicy.maxPerIpPerHour) {
    throw new ApiError(ErrorCode.rateLimited, 'Too many codes requested from this network; please try again later');
  }

  const code = newCaptchaCode();
  const salt = newSalt();
  const expiresAt = new Date(now.getTime() + captchaPolicy.lifetimeMs);
  await ctx.db.insert(captchas).values({
    email,
    codeHash: hashCaptchaCode(code, salt),
    salt,
    requestIp,
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Accepts `code` once: the email's latest code, unexpired, unused, with attempts left.
 * Throws an ApiError saying which of these failed.
 */
export async function consumeCaptcha(ctx: ServiceContext, email: string, code: string): Promise<void> {
  const now = ctx.now();
  const [latest] = await ctx.db
    .select()
    .from(captchas)
    .where(eq(captchas.email, email))
    .orderBy(desc(captchas.createdAt))
    .limit(1);

  if (!latest || latest.consumedAt || latest.expiresAt <= now) {
    throw new ApiError(
      ErrorCode.captchaExpiredOrUsed,
      'The verification code has expired or was already used; please request a new one',
    );
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
    .where(
      and(
        eq(captchas.id, latest.id),
        isNull(captchas.consumedAt),
        lt(captchas.failedAttempts, captchaPolicy.maxFailedAttempts),
      ),
    )
    .returning({ id: captchas.id });
  if (spent.length === 0) {
    throw new ApiError(
      ErrorCode.captchaExpiredOrUsed,
      'The verification code has expired or was already used; please request a new one',
    );
  }
}
