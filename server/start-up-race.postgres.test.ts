import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readServerConfig } from './config';
import { startServer, type RunningServer } from './start';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './test-support/postgres-test-databases';

const INSTANCES = 10;

let database: EmptyPostgresDatabase;
let workDir: string;

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
  workDir = mkdtempSync(path.join(tmpdir(), 'start-up-race-'));
});

afterAll(async () => {
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
});

async function countsOf(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select
        (select count(*) from drizzle.__drizzle_migrations) as migrations,
        (select count(*) from users) as users,
        (select count(*) from article_categories) as categories,
        (select count(*) from articles) as articles`,
    );
    return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
  } finally {
    await client.end();
  }
}

describe('instances starting together on one empty PostgreSQL database', () => {
  it('all come up, and the schema and seed are made exactly once', async () => {
    const config = readServerConfig({
      PORT: '0',
      INDEXER: 'off',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      // The demo content is the seed whose single copy is checked.
      SEED_DEMO: '1',
      STATIC_DIR: workDir,
    });
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer({ ...config, log: () => undefined })));
    const elapsedMs = Date.now() - started;
    const servers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      console.log(`${INSTANCES} instances up on an empty PostgreSQL database in ${elapsedMs} ms`);
      for (const server of servers) {
        const response = await fetch(`${server.url}/afaJavaRoom/public/article/topic-by-category`);
        expect(response.status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server: RunningServer) => server.close()));
    }

    const counts = await countsOf(database.url);
    // The same figures as one instance alone makes: seeding a second empty database once.
    const alone = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const single = await startServer({ ...config, databaseUrl: alone.url, log: () => undefined });
      await single.close();
      expect(counts).toEqual(await countsOf(alone.url));
    } finally {
      await alone.drop();
    }
    expect(counts.categories).toBeGreaterThan(0);
    expect(counts.articles).toBeGreaterThan(0);
  });
});
