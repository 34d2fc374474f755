import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createApp, type AppDeps } from '../app';
import { describeChain } from '../chain/chain-info';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { migratedTemplate } from '../db/template';
import { openPostgresTestDatabase } from './postgres-test-databases';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createSession, revokeSession } from '../services/session-service';
import { findOrCreateUserByEmail } from '../services/user-service';

export const TEST_CONTRACTS = { AfaToken: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', deployedOnBlock: 1 } } as const;

/** A clock tests move by hand. */
export class TestClock {
  private current = new Date('2030-01-01T00:00:00Z');

  now = (): Date => new Date(this.current);

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A fresh database with the migrations applied, of its own for each test file: a copy of the migrated
 * template. On PGlite (the default) an in-memory copy of a dump (see db/template); with
 * TEST_DATABASE_URL, the server suite's PostgreSQL project, a copied database on that PostgreSQL server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return openPostgresTestDatabase(adminUrl);
  return openPgliteTestDatabase();
}

/** An in-memory PGlite copy of the migrated template, for tests of PGlite itself. */
export async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ template: await migratedTemplate() });
}

const allTableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));
const TABLES_HOLDING_ROWS = sql.raw(`SELECT ${allTableNames.map((name) => `EXISTS (SELECT 1 FROM "${name}") AS "${name}"`).join(', ')}`);
// An insert that failed still took its id, so a table left empty may have moved its sequence on too.
const RESTART_EVERY_SEQUENCE = sql.raw(`
  SELECT setval(sequence.seqrelid::regclass, sequence.seqstart, false)
  FROM pg_sequence sequence JOIN pg_class class ON class.oid = sequence.seqrelid
  WHERE class.relnamespace = 'public'::regnamespace`);

/**
 * Every table of the schema emptied and every id sequence restarted, so each test starts from nothing. Only the
 * tables holding rows are truncated: on PGlite a TRUNCATE of all 26 took 85 ms with every one of them empty, where
 * asking which hold rows takes 5.
 */
export async function emptyAllTables(db: Database): Promise<void> {
  const result = await db.execute<Record<string, boolean>>(TABLES_HOLDING_ROWS);
  const [holding] = (result as unknown as { rows: Record<string, boolean>[] }).rows;
  const names = allTableNames.filter((name) => holding?.[name]);
  if (names.length) await db.execute(sql.raw(`TRUNCATE ${names.map((name) => `"${name}"`).join(', ')} CASCADE`));
  await db.execute(RESTART_EVERY_SEQUENCE);
}

export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  clock: TestClock;
  /** Everything the app logged, newest last. */
  logLines: string[];
  /** A request as if it came from `ip` over a socket. */
  request: (path: string, init?: RequestInit, ip?: string) => Promise<Response>;
  /** The last login code the app logged for `email`. */
  lastCaptchaFor: (email: string) => string;
}

export function createTestApp(db: Database, overrides: Partial<AppDeps> = {}): TestApp {
  const clock = new TestClock();
  const logLines: string[] = [];
  const app = createApp({
    db,
    product: 'afa',
    chain: describeChain(2810),
    contracts: TEST_CONTRACTS,
    rpcUrl: 'http://127.0.0.1:9',
    staticDir: '/nonexistent',
    // What in-process requests (http://localhost/...) name, and the codes the tests read from the log.
    publicOrigins: ['http://localhost'],
    logLoginCodes: true,
    now: clock.now,
    log: (line) => logLines.push(line),
    logError: (message) => logLines.push(message),
    ...overrides,
  });
  return {
    app,
    clock,
    logLines,
    request: (path, init, ip = '203.0.113.7') => Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: ip } } })),
    lastCaptchaFor: (email) => {
      const line = [...logLines].reverse().find((entry) => entry.startsWith(`[captcha] ${email} `));
      if (!line) throw new Error(`No captcha logged for ${email}`);
      return line.split(' ')[2]!;
    },
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}

export interface TestUser {
  userId: number;
  token: string;
}

/** A user with a live session, made directly (the login flow has its own tests). */
export async function createLoggedInUser(server: TestApp, db: Database, email: string): Promise<TestUser> {
  const user = await findOrCreateUserByEmail(db, email);
  return { userId: user.id, token: await createSession(db, server.clock.now(), user.id) };
}

/** A token whose session was revoked (logged out). */
export async function createRevokedToken(server: TestApp, db: Database, email: string): Promise<string> {
  const { token } = await createLoggedInUser(server, db, email);
  const [session] = await db
    .select({ id: schema.sessions.id })
    .from(schema.sessions)
    .orderBy(sql`${schema.sessions.id} desc`)
    .limit(1);
  await revokeSession({ db, now: server.clock.now }, session!.id);
  return token;
}

/** The 401 cases every protected route is checked against: no token, and a revoked one. */
export async function expectUnauthorised(server: TestApp, db: Database, path: string, init: RequestInit = {}): Promise<void> {
  const revoked = await createRevokedToken(server, db, `revoked-${Math.random().toString(36).slice(2)}@example.com`);
  const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${revoked}` }];
  for (const headers of attempts) {
    const response = await server.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, data: null, message: 'Please log in again' });
  }
}

export interface SeededTestServer {
  database: DatabaseHandle;
  server: TestApp;
  user: TestUser;
}

/** An app over a fresh database holding the seeded community, and one signed-in user. */
export async function openSeededTestServer(email: string): Promise<SeededTestServer> {
  const database = await openTestDatabase();
  await emptyAllTables(database.db);
  await seedDatabase(database.db, new Date('2030-01-01T00:00:00Z'));
  const server = createTestApp(database.db);
  return { database, server, user: await createLoggedInUser(server, database.db, email) };
}
