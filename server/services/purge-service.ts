import { isNotNull, lt, or } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { analyticsEvents, captchas, loginNonces, sessions, walletBindNonces } from '../db/schema';
import { expireStalePending } from './chain-transaction-service';

export const purgePolicy = {
  /** How often a running server purges. */
  intervalMs: 10 * 60_000,
  /** Codes are kept a day after they were made: the daily cap and the lockout count them. */
  captchaKeepMs: 24 * 60 * 60_000,
  /** Analytics events are kept this long, then dropped. */
  analyticsKeepMs: 90 * 24 * 60 * 60_000,
} as const;

export interface PurgeCounts {
  loginNonces: number;
  bindNonces: number;
  captchas: number;
  sessions: number;
  analyticsEvents: number;
  expiredTransactions: number;
}

/**
 * Deletes what can no longer be used: expired sign-in and bind nonces, codes past the day their limits
 * count them, expired and revoked sessions, and analytics past their keeping time; expires pending
 * transaction records that never settled. Keeps every table bounded by recent use.
 */
export async function purgeExpired(db: DatabaseExecutor, now: Date): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [login, bind, codes, spent, analytics] = await Promise.all([
    db.delete(loginNonces).where(lt(loginNonces.expiresAt, now)).returning({ nonce: loginNonces.nonce }),
    db.delete(walletBindNonces).where(lt(walletBindNonces.expiresAt, now)).returning({ nonce: walletBindNonces.nonce }),
    db
      .delete(captchas)
      .where(lt(captchas.createdAt, before(purgePolicy.captchaKeepMs)))
      .returning({ id: captchas.id }),
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
    db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, before(purgePolicy.analyticsKeepMs)))
      .returning({ id: analyticsEvents.id }),
  ]);
  return {
    loginNonces: login.length,
    bindNonces: bind.length,
    captchas: codes.length,
    sessions: spent.length,
    analyticsEvents: analytics.length,
    expiredTransactions: await expireStalePending(db, now),
  };
}

/** Purges now and then every `intervalMs` until stopped; a failed round is logged and the next one tries again. */
export function startPurging(
  db: DatabaseExecutor,
  now: () => Date,
  logError: (message: string, error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = purgeExpired(db, now()).catch((error: unknown) => logError('Purging expired records failed', error));
  };
  round();
  const timer = setInterval(round, purgePolicy.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
