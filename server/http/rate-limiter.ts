/**
 * Counts events per key in a sliding window, in memory. Enough for one server process;
 * limits that must survive a restart are checked against the database instead.
 */
export class SlidingWindowRateLimiter {
  private readonly hits = new Map<string, number[]>();
  private hitsSinceSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records one event for `key`; false when the key is already at its limit (the event is not counted). */
  tryHit(key: string, nowMs: number): boolean {
    this.sweepOccasionally(nowMs);
    const recent = this.recentHits(key, nowMs);
    if (recent.length >= this.limit) return false;
    recent.push(nowMs);
    this.hits.set(key, recent);
    return true;
  }

  private recentHits(key: string, nowMs: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => nowMs - time < this.windowMs);
  }

  // Drops keys whose hits have all aged out, so memory stays bounded by recent callers.
  private sweepOccasionally(nowMs: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    for (const key of this.hits.keys()) {
      const recent = this.recentHits(key, nowMs);
      if (recent.length === 0) this.hits.delete(key);
      else this.hits.set(key, recent);
    }
  }
}
