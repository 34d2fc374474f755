import { openDatabase, type DatabaseHandle } from '../db/client';
import { emptyAllTables, openTestDatabase } from '../test-support/test-app';
import { InMemorySlidingWindowRateLimiter, SlidingWindowRateLimiter } from './rate-limiter';

let database: DatabaseHandle;
/** A second instance's view of the same database: its own connections on PostgreSQL, the same PGlite otherwise. */
let otherInstance: DatabaseHandle | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  const url = (database as DatabaseHandle & { url?: string }).url;
  if (url) otherInstance = await openDatabase({ databaseUrl: url });
});

beforeEach(async () => {
  await emptyAllTables(database.db);
});

afterAll(async () => {
  await otherInstance?.close();
  await database.close();
});

const T0 = Date.parse('2030-01-01T00:00:00Z');

describe('SlidingWindowRateLimiter', () => {
  it('lets exactly the limit through when two instances count the same key at once', async () => {
    const first = new SlidingWindowRateLimiter(database.db, 'test', 5, 60_000);
    const second = new SlidingWindowRateLimiter((otherInstance ?? database).db, 'test', 5, 60_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).tryHit('198.51.100.1', T0)));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('counts each key and each limiter apart, and takes hits again as the window slides', async () => {
    const limiter = new SlidingWindowRateLimiter(database.db, 'test', 2, 60_000);
    const otherLimit = new SlidingWindowRateLimiter(database.db, 'other', 2, 60_000);
    expect(await limiter.tryHit('a', T0)).toBe(true);
    expect(await limiter.tryHit('a', T0 + 30_000)).toBe(true);
    expect(await limiter.tryHit('a', T0 + 31_000)).toBe(false);
    expect(await limiter.tryHit('b', T0 + 31_000)).toBe(true);
    expect(await otherLimit.tryHit('a', T0 + 31_000)).toBe(true);
    // The first hit has left the window; the second has not.
    expect(await limiter.tryHit('a', T0 + 60_000)).toBe(true);
    expect(await limiter.tryHit('a', T0 + 60_001)).toBe(false);
  });
});

describe('InMemorySlidingWindowRateLimiter', () => {
  it('counts each key apart, does not count a refused hit, and takes hits again as the window slides', () => {
    const limiter = new InMemorySlidingWindowRateLimiter(2, 60_000);
    expect(limiter.tryHit('a', T0)).toBe(true);
    expect(limiter.tryHit('a', T0 + 30_000)).toBe(true);
    expect(limiter.tryHit('a', T0 + 31_000)).toBe(false);
    expect(limiter.tryHit('b', T0 + 31_000)).toBe(true);
    // The first hit has left the window; the second has not, and the refused one was never counted.
    expect(limiter.tryHit('a', T0 + 60_000)).toBe(true);
    expect(limiter.tryHit('a', T0 + 60_001)).toBe(false);
    expect(limiter.tryHit('a', T0 + 90_000)).toBe(true);
  });

  it('counts an event by its weight, refusing one that would pass the limit and counting none of it', () => {
    const limiter = new InMemorySlidingWindowRateLimiter(10, 60_000);
    expect(limiter.tryHit('a', T0, 6)).toBe(true);
    expect(limiter.tryHit('a', T0 + 1, 5)).toBe(false);
    expect(limiter.tryHit('a', T0 + 2, 4)).toBe(true);
    expect(limiter.tryHit('a', T0 + 3)).toBe(false);
    // The first event's 6 leave the window together.
    expect(limiter.tryHit('a', T0 + 60_000, 6)).toBe(true);
    expect(limiter.tryHit('a', T0 + 60_001)).toBe(false);
  });

  it('holds only the keys hit within the window while a flood of distinct keys passes', () => {
    const windowMs = 60_000;
    const limiter = new InMemorySlidingWindowRateLimiter(5, windowMs);
    let mostTracked = 0;
    // A new address every millisecond for three windows.
    for (let index = 0; index < 3 * windowMs; index++) {
      limiter.tryHit(`client ${index}`, T0 + index);
      mostTracked = Math.max(mostTracked, limiter.trackedKeys);
    }
    expect(mostTracked).toBe(windowMs);
    limiter.tryHit('after the flood', T0 + 4 * windowMs);
    expect(limiter.trackedKeys).toBe(1);
  });
});
