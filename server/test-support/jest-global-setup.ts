import { buildContracts } from '@/scripts/lib/forgeArtifacts';
import { migratedTemplate } from '../db/template';
import { prepareSharedDeployedChain } from './deployed-chain';

/**
 * The work every worker's first file would otherwise do at once, inside its hooks' time limit, done once before
 * the workers start: on a fresh machine the migrated PGlite template is not there yet, and neither are the
 * contracts' artifacts that a file deploying to anvil reads (`npm test` builds them in an earlier stage; run on
 * its own, `npm run test:unit` does it here). Each is a no-op when already done. And the chain the files that
 * deploy start from, deployed once (server/test-support/deployed-chain.ts).
 */
export default async function prepareSharedTestState(): Promise<void> {
  buildContracts();
  await Promise.all([migratedTemplate(), prepareSharedDeployedChain()]);
}
