import { migratedTemplate } from '../db/template';

/**
 * Makes the migrated PGlite template once, before the workers start. On a fresh machine it is not there yet,
 * and every worker's first file would otherwise migrate a database of its own at the same time, inside its
 * hooks' time limit.
 */
export default async function makePgliteTemplate(): Promise<void> {
  await migratedTemplate();
}
