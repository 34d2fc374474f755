import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump, migrationsFolder } from './client';

/** Every migration file and the PGlite version: a template made from other ones is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))
      .sort();
  for (const file of files(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  // The package's exports hide its package.json; its entry point sits in dist/.
  hash.update(readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated empty database as a PGlite dump, kept in the system's temporary folder between runs: every
 * server test file starts from a copy, and so does a local stack's new database. The first process to need
 * it makes it (processes racing to do so each write their own copy and rename it into place, so none reads
 * a half-written one).
 */
export async function migratedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `afa-migrated-pglite-${migrationsFingerprint()}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedPgliteDump();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
