import { runMultiInstanceKill } from '@/scripts/stress/multi-instance';
import { createEmptyPostgresDatabase } from './test-support/postgres-test-databases';

const INDEXER_POLL_MS = 200;
/**
 * The takeover bound: PostgreSQL frees a dead instance's lock as its connection closes, and a survivor
 * tries for it at each poll, so it indexes within one poll interval plus one round of its own.
 */
const TAKEOVER_BOUND_MS = INDEXER_POLL_MS + 2_000;

describe('two instances on one PostgreSQL, the indexing one killed with SIGKILL mid-stream', () => {
  it('loses no acknowledged write, indexes every event once, and moves the indexer to the survivor', async () => {
    const database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const result = await runMultiInstanceKill({
        databaseUrl: database.url,
        rounds: 1,
        roundMs: 2_000,
        writers: 4,
        indexerPollMs: INDEXER_POLL_MS,
        log: (line) => console.log(line),
      });
      expect(result).toMatchObject({ lost: 0, duplicates: 0, missing: 0, extra: 0, indexerOnSurvivor: true, passed: true });
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.chainLogs).toBeGreaterThan(0);
      expect(result.failoverMs[0]).toBeLessThanOrEqual(TAKEOVER_BOUND_MS);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
