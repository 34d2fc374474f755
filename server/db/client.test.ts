import { sql } from 'drizzle-orm';
import { shareExclusiveLock, type DatabaseHandle } from './client';
import { openPgliteTestDatabase } from '../test-support/test-app';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openPgliteTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the embedded database', () => {
  it('lets the event loop turn between queued queries, so sockets and timers are served under load', async () => {
    const settledBeforeTheLoopTurned: number[] = [];
    let loopTurned = false;
    setTimeout(() => {
      loopTurned = true;
    }, 0);
    await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        await database.db.execute(sql`select ${index}::int as n`);
        if (!loopTurned) settledBeforeTheLoopTurned.push(index);
      }),
    );
    expect(loopTurned).toBe(true);
    expect(settledBeforeTheLoopTurned.length).toBeLessThan(50);
  });

  it('closes only after the queries already asked for have run', async () => {
    const own = await openPgliteTestDatabase();
    const answers = Promise.all(Array.from({ length: 5 }, (_, index) => own.db.execute(sql`select ${index}::int as n`)));
    await own.close();
    expect((await answers).map((result) => (result as unknown as { rows: unknown[] }).rows.length)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('shareExclusiveLock', () => {
  it('holds one lock for every share, and frees it once the last share is released', async () => {
    const calls: string[] = [];
    const lock = {
      hold: async () => {
        calls.push('hold');
        return true;
      },
      release: async () => {
        calls.push('release');
      },
    };
    const [indexing, settling] = shareExclusiveLock(lock, 2);
    expect(await Promise.all([indexing!.hold(), settling!.hold()])).toEqual([true, true]);
    expect(calls).toEqual(['hold']);
    await indexing!.release();
    await indexing!.release();
    expect(calls).toEqual(['hold']);
    expect(await indexing!.hold()).toBe(false);
    expect(await settling!.hold()).toBe(true);
    await settling!.release();
    expect(calls).toEqual(['hold', 'hold', 'release']);
  });
});
