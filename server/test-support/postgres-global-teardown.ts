import { removeSharedDeployedChain } from './deployed-chain';

/** Stops the suite's PostgreSQL by its pid (see postgres-global-setup), and removes the shared deployed chain. */
export default async function stopTestPostgres(): Promise<void> {
  removeSharedDeployedChain();
  await globalThis.afaTestPostgres?.stop();
  globalThis.afaTestPostgres = undefined;
}
