import { runMultiInstanceKill } from '@/scripts/stress/multi-instance';
import { createEmptyPostgresDatabase } from './test-support/postgres-test-databases';

const INDEXER_POLL_MS = 200;

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
      // One takeover, by a survivor. How long it took is printed (the run's "took over in … ms" line), not bounded: the
      // suite shares the machine with this run. `npm run test:stress` holds the takeover to its bound.
      expect(result.failoverMs).toHaveLength(1);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
