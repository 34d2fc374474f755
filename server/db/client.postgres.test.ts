import { Client, type Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgresTestDatabase } from '../test-support/postgres-test-databases';
import type { Database, DatabaseHandle } from './client';

let database: DatabaseHandle & { url: string };

beforeAll(async () => {
  database = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
});

afterAll(async () => {
  await database.close();
});

async function terminateConnectionsTo(url: string): Promise<number> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(url).pathname.slice(1)],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** Resolves once the pool under `db` holds no connection: every one it had was ended. */
function poolEmptied(db: Database): Promise<void> {
  const pool = (db as unknown as { $client: Pool }).$client;
  return new Promise((resolve) => {
    const check = () => {
      if (pool.totalCount > 0) return;
      pool.off('remove', check);
      resolve();
    };
    pool.on('remove', check);
    check();
  });
}

describe('the PostgreSQL pool', () => {
  it('outlives PostgreSQL ending its idle connections, and answers the next query on a fresh one', async () => {
    // Several queries at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const unheard: unknown[] = [];
    const onUncaught = (error: unknown) => unheard.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      expect(await terminateConnectionsTo(database.url)).toBeGreaterThan(0);
      // The pool hears of each ended connection on its socket, and lets it go.
      await poolEmptied(database.db);
      expect(await database.db.execute(sql`SELECT 42 AS answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(unheard).toEqual([]);
  });
});
