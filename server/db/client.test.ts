import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
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
