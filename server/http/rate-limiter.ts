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
    await this.db.delete(rateLimitHits).where(and(eq(rateLimitHits.limiter, this.name), lte(rateLimitHits.hitAtMs, nowMs - this.windowMs)));
  }
}

/**
 * Counts events per key in a sliding window in this process's memory, so a limit on a route every reader
 * polls writes nothing per request. Each instance counts on its own: behind several instances a client may
 * make up to that many times the limit, and a restart forgets the counts. Memory holds only the keys with an
 * event in the window, so a flood of distinct keys is forgotten as it passes. The server's clock is passed in,
 * as to the database limiter.
 */
export class InMemorySlidingWindowRateLimiter {
  /** Each key's counted events (oldest first) and their total weight; the keys in the order of their latest event, oldest first. */
  private readonly hitsByKey = new Map<string, { events: { atMs: number; weight: number }[]; total: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** How many keys are held in memory. */
  get trackedKeys(): number {
    return this.hitsByKey.size;
  }

  /**
   * Records an event of `weight` (a request that does that many things at once) for `key`; false when it would
   * take the key past its limit (then nothing is counted).
   */
  tryHit(key: string, nowMs: number, weight = 1): boolean {
    const windowStart = nowMs - this.windowMs;
    this.forgetKeysOlderThan(windowStart);
    const hits = this.hitsByKey.get(key) ?? { events: [], total: 0 };
    let expired = 0;
    while (expired < hits.events.length && hits.events[expired]!.atMs <= windowStart) {
      hits.total -= hits.events[expired]!.weight;
      expired += 1;
    }
    hits.events.splice(0, expired);
    if (hits.total + weight > this.limit) return false;
    hits.events.push({ atMs: nowMs, weight });
    hits.total += weight;
    // Moved to the end, so the keys stay in the order of their latest event.
    this.hitsByKey.delete(key);
    this.hitsByKey.set(key, hits);
    return true;
  }

  // The oldest keys come first, so this stops at the first key with an event left in the window.
  private forgetKeysOlderThan(windowStart: number): void {
    for (const [key, hits] of this.hitsByKey) {
      if (hits.events.at(-1)!.atMs > windowStart) return;
      this.hitsByKey.delete(key);
    }
  }
}
