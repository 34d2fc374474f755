import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import * as schema from './schema';

/** The same Drizzle API whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or an open transaction on it: what a query that may run inside one accepts. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** Which engine is in use, for the start-up log. */
  kind: 'postgres' | 'pglite';
  /** A lock at most one process on this database holds at a time (see `ExclusiveLock`). */
  exclusiveLock: (key: number) => ExclusiveLock;
  close: () => Promise<void>;
}

/**
 * A job only one server instance may do at a time. On PostgreSQL a session advisory lock on a connection of
 * its own: when the holding process dies, its connection closes and PostgreSQL frees the lock at once; when
 * its machine vanishes without closing it, TCP keepalives give up on the connection within 11 s (idle 5 s,
 * then 3 probes 2 s apart). A PGlite folder belongs to one process, which always holds the lock.
 */
export interface ExclusiveLock {
  /** Takes the lock if it is free and keeps it if held; true while this process holds it. */
  hold: () => Promise<boolean>;
  release: () => Promise<void>;
}

/** Keepalive settings of a lock's connection: idle seconds, then probes this many seconds apart. */
const LOCK_KEEPALIVE = { idleS: 5, intervalS: 2, probes: 3 };

class PostgresAdvisoryLock implements ExclusiveLock {
  private connection: Client | undefined;
  private held = false;

  constructor(
    private readonly connectionString: string,
    private readonly key: number,
  ) {}

  async hold(): Promise<boolean> {
    try {
      const connection = await this.openConnection();
      if (this.held) {
        await connection.query('SELECT 1');
        return true;
      }
      const { rows } = await connection.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [this.key]);
      this.held = rows[0]?.held === true;
      return this.held;
    } catch {
      // A broken connection has lost the lock with it.
      this.forgetConnection();
      return false;
    }
  }

  async release(): Promise<void> {
    const connection = this.connection;
    this.forgetConnection();
    await connection?.end().catch(() => undefined);
  }

  private async openConnection(): Promise<Client> {
    if (this.connection) return this.connection;
    const connection = new Client({
      connectionString: this.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: LOCK_KEEPALIVE.idleS * 1000,
    });
    connection.on('error', () => {
      if (this.connection === connection) this.forgetConnection();
    });
    this.connection = connection;
    await connection.connect();
    // The server's side of the same: it drops a lock whose holder's machine stopped answering.
    await connection.query(
      `SET tcp_keepalives_idle = ${LOCK_KEEPALIVE.idleS}; SET tcp_keepalives_interval = ${LOCK_KEEPALIVE.intervalS}; SET tcp_keepalives_count = ${LOCK_KEEPALIVE.probes}`,
    );
    return connection;
  }

  private forgetConnection(): void {
    const connection = this.connection;
    this.connection = undefined;
    this.held = false;
    connection?.end().catch(() => undefined);
  }
}

const alwaysHeld: ExclusiveLock = { hold: async () => true, release: async () => undefined };

/**
 * `lock` split into `count` shares for jobs that run on the same instance, or on none: each holds and releases
 * its own share, holds asked for at once make one, and the lock is freed when the last share is released. One
 * lock (one PostgreSQL connection) then serves them all.
 */
export function shareExclusiveLock(lock: ExclusiveLock, count: number): ExclusiveLock[] {
  let holding: Promise<boolean> | undefined;
  let unreleased = count;
  const hold = () => (holding ??= lock.hold().finally(() => (holding = undefined)));
  return Array.from({ length: count }, () => {
    let released = false;
    return {
      hold: async () => !released && hold(),
      release: async () => {
        if (released) return;
        released = true;
        unreleased -= 1;
        if (unreleased === 0) await lock.release();
      },
    };
  });
}

export interface DatabaseOptions {
  /** A Postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * PGlite starts as a copy of this dump (see `migratedPgliteDump`) instead of from nothing: in memory, or in a
   * `dataDir` that holds no database yet.
   */
  template?: Blob;
  /** Runs after the migrations and, on PostgreSQL, under the same lock: seeding. */
  setUp?: (db: Database) => Promise<void>;
  /** At most this many PostgreSQL connections from this process (pg's default: 10). */
  poolSize?: number;
}

/** Keys of the PostgreSQL advisory locks the server instances coordinate with; each names one job. */
export const ADVISORY_LOCKS = {
  /** Migrating and seeding at start. */
  startUp: 0x61666101,
  /** Indexing one chain: the chain id is added, so each chain has a lock of its own. */
  indexerBase: 0x61660000_0000,
} as const;

export const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * PGlite runs each query synchronously on this thread, and hands its queue from one query to the next
 * through promise continuations: under load the whole queue ran without the event loop ever reading a
 * socket or firing a timer. Waiting for the loop's check phase before each query lets requests that
 * arrived meanwhile be read and answers be flushed in between.
 */
class EventLoopFriendlyPGlite extends PGlite {
  private readonly queued = new Set<Promise<unknown>>();

  override query<T>(...args: Parameters<PGlite['query']>) {
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => super.query<T>(...args));
    const settled = result.catch(() => undefined).finally(() => this.queued.delete(settled));
    this.queued.add(settled);
    return result;
  }

  /** Closes once the queries already asked for have run, so a shutdown does not fail requests in flight. */
  override async close(): Promise<void> {
    // A turn of the loop first: a query begun through Drizzle reaches query() a few promise steps later.
    do {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await Promise.all(this.queued);
    } while (this.queued.size > 0);
    await super.close();
  }
}

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock, waiting for it. The lock lives
 * on one pooled connection; if the process dies, PostgreSQL drops the connection and with it the lock.
 */
async function underAdvisoryLock<T>(pool: Pool, key: number, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Opens the database, brings its schema up to date with the committed migrations and runs `setUp`. On
 * PostgreSQL, where several server instances may start at once, one instance at a time does so under an
 * advisory lock; the others wait, then find the migrations applied and the seed in place. A PGlite folder
 * belongs to one process, so it needs no lock.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    // PostgreSQL ended an idle connection (a restart, a failover, a terminated backend): the pool has already
    // dropped it and opens a fresh one for the next query. Unheard, the error would end the whole process.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await underAdvisoryLock(pool, ADVISORY_LOCKS.startUp, async () => {
        await migrateNodePostgres(db, { migrationsFolder });
        await options.setUp?.(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const locks: ExclusiveLock[] = [];
    const exclusiveLock = (key: number) => {
      const lock = new PostgresAdvisoryLock(options.databaseUrl!, key);
      locks.push(lock);
      return lock;
    };
    const close = async () => {
      await Promise.all(locks.map((lock) => lock.release()));
      await pool.end();
    };
    return { db, kind: 'postgres', exclusiveLock, close };
  }

  const client = options.dataDir
    ? new EventLoopFriendlyPGlite(options.dataDir, { loadDataDir: options.template })
    : new EventLoopFriendlyPGlite({ loadDataDir: options.template });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await options.setUp?.(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', exclusiveLock: () => alwaysHeld, close: () => client.close() };
}

/**
 * A dump of a new PGlite with every migration applied. Loading it takes a fraction of creating and migrating
 * a database, so tests that each need an empty database of their own start from it.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
