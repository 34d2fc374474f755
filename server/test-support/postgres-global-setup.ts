import { startPostgres, type PostgresServer } from './postgres-server';
import { createTemplateDatabase } from './postgres-test-databases';
import { prepareSharedDeployedChain } from './deployed-chain';

declare global {
  var afaTestPostgres: PostgresServer | undefined;
}

/**
 * Starts the PostgreSQL the server suite's PostgreSQL project runs on, with the migrated template. The
 * address reaches the test files through the environment their workers inherit; the project's setup file
 * turns it into TEST_DATABASE_URL there, so the PGlite project's files are unaffected. Beside it, the deployed chain
 * the files that deploy start from (server/test-support/deployed-chain.ts).
 */
export default async function startTestPostgres(): Promise<void> {
  const [server] = await Promise.all([startPostgres(), prepareSharedDeployedChain()]);
  globalThis.afaTestPostgres = server;
  await createTemplateDatabase(server.adminUrl);
  process.env.TEST_POSTGRES_ADMIN_URL = server.adminUrl;
}
