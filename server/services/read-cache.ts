/** A Map of at most `maxEntries`, forgetting the least recently set first: for keys that come from requests. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    // Set again, a key becomes the newest.
    this.delete(key);
    super.set(key, value);
    if (this.size > this.maxEntries) this.delete(this.keys().next().value as K);
    return this;
  }
}

/**
 * Answers of a public read kept for a short time, so a burst of identical reads costs one query: on the
 * embedded database a query takes about a millisecond of the only thread, which caps a popular list at a
 * few hundred requests a second. Concurrent misses of one key share the same load. A zero lifetime turns
 * the cache off.
 */
export class ReadCache<T> {
  private readonly entries: BoundedMap<string, { expiresAt: number; value: Promise<T> }>;

  constructor(
    private readonly lifetimeMs: number,
    /** Keys come from request parameters; the oldest entries go beyond this many. */
    maxEntries = 500,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.lifetimeMs <= 0) return load();
    const now = this.clock();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;

    const value = load();
    this.entries.set(key, { expiresAt: now + this.lifetimeMs, value });
    // A failed load is not kept: the next read tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every answer, after a write that changes them. */
  clear(): void {
    this.entries.clear();
  }
}
