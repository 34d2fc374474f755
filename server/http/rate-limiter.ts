import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** Hits between two sweeps of the keys nobody has hit again since their window passed. */
const HITS_PER_SWEEP = 1000;

/**
 * Counts events per key in a sliding window, in the database, so every server instance on it counts
 * against one limit and a restart forgets nothing. The server's clock is passed in (tests move it by hand),
 * which is why this is a few queries rather than a library that reads the wall clock itself.
 */
export class SlidingWindowRateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    /** Names this limit in the table; two limiters must not share a name. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records one event for `key`; false when the key is already at its limit (the event is not counted). */
  async tryHit(key: string, nowMs: number): Promise<boolean> {
    await this.sweepOccasionally(nowMs);
    const ofKey = and(eq(rateLimitHits.limiter, this.name), eq(rateLimitHits.key, key));
    return this.db.transaction(async (tx) => {
      // One caller at a time per key, across instances: the count and the insert must not interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${this.name}\n${key}`}, 0))`);
      await tx.delete(rateLimitHits).where(and(ofKey, lte(rateLimitHits.hitAtMs, nowMs - this.windowMs)));
      const [recent] = await tx.select({ total: count() }).from(rateLimitHits).where(ofKey);
      if ((recent?.total ?? 0) >= this.limit) return false;
      await tx.insert(rateLimitHits).values({ limiter: this.name, key, hitAtMs: nowMs });
      return true;
    });
  }

  // Drops hits whose window has passed for keys not hit since, so the table stays bounded by recent callers.
  private async sweepOccasionally(nowMs: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < HITS_PER_SWEEP) return;
    this.hitsSinceSweep = 0;
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.limiter, this.name), lte(rateLimitHits.hitAtMs, nowMs - this.windowMs)));
  }
}
