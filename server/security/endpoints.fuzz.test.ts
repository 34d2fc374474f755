import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { createLoggedInUser, openSeededTestServer, type TestApp, type TestUser } from '../test-support/test-app';
import { fuzzValue, hostileString, listOperations, parameterValue, type FuzzOperation, type OpenApiDocument } from './openapi-fuzz';

/** Requests per endpoint; the whole file stays within about 20 s on a busy two-core machine. */
const RUNS_PER_ENDPOINT = 30;
const FUZZ_SEED = 20_300_801;

let database: DatabaseHandle;
let server: TestApp;
let member: TestUser;
let doc: OpenApiDocument;
let operations: FuzzOperation[];

// A rejected attempt is still counted against its limit: the rate limit's row, or a wrong code's count on its
// captcha. Those writes are the limits working, not partial writes.
const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable) && value !== schema.rateLimitHits)
  .map((table) => getTableName(table));
const ATTEMPT_COUNTERS: Readonly<Record<string, string>> = { [getTableName(schema.captchas)]: 'failed_attempts' };

/**
 * Every row inserted, updated or deleted in the tables above is noted in `fuzz_writes` by a trigger, so one read after
 * a request tells whether it wrote anything, an update included. Counting every table's rows before and after each
 * request took half the file's time and could not see an update.
 */
async function recordWrites(db: Database): Promise<void> {
  const trigger = (name: string, events: string, when = '') =>
    `CREATE TRIGGER note_fuzz_write_${events.split(' ')[0]!.toLowerCase()} AFTER ${events} ON "${name}" FOR EACH ROW ${when} EXECUTE FUNCTION note_fuzz_write()`;
  const statements = [
    'CREATE TABLE fuzz_writes (table_name text NOT NULL, operation text NOT NULL)',
    `CREATE FUNCTION note_fuzz_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
    ...tableNames.flatMap((name) => {
      const counter = ATTEMPT_COUNTERS[name];
      if (!counter) return [trigger(name, 'INSERT OR UPDATE OR DELETE')];
      const otherThanCounter = (row: string) => `(to_jsonb(${row}) - '${counter}')`;
      return [
        trigger(name, 'INSERT OR DELETE'),
        trigger(name, 'UPDATE', `WHEN (${otherThanCounter('OLD')} IS DISTINCT FROM ${otherThanCounter('NEW')})`),
      ];
    }),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** The writes noted since the last call (the last request's), as "table operation", and forgets them. */
async function takeWrites(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string; operation: string }>(
    sql.raw('DELETE FROM fuzz_writes RETURNING table_name, operation'),
  );
  return (result as unknown as { rows: { table_name: string; operation: string }[] }).rows.map(
    ({ table_name, operation }) => `${table_name} ${operation}`,
  );
}

beforeAll(async () => {
  ({ database, server, user: member } = await openSeededTestServer('fuzz-member@example.com'));
  await recordWrites(database.db);
  doc = (await (await server.request('/openapi.json')).json()) as OpenApiDocument;
  operations = listOperations(doc);
});

afterAll(async () => {
  await database.close();
});

/** The member's own live token; any other text is sent as given. */
const MEMBER_TOKEN = Symbol('member token');

interface FuzzRequest {
  query: Record<string, string | undefined>;
  auth: typeof MEMBER_TOKEN | string | undefined;
  body: { contentType: string; payload: unknown } | { raw: string; contentType: string } | undefined;
  ip: string;
}

function requestArbitrary(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const query = fc.record(
    Object.fromEntries(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, parameterValue(p, doc)])),
    { requiredKeys: [] },
  );
  const auth = fc.oneof(
    { arbitrary: fc.constant<typeof MEMBER_TOKEN>(MEMBER_TOKEN), weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: hostileString.map((text) => `Bearer ${text}`), weight: 1 },
  );
  const structuredBodies = operation.bodies.map(({ contentType, schema: bodySchema }) =>
    fuzzValue(bodySchema, doc).map((payload) => ({ contentType, payload })),
  );
  const rawBody = fc.record({
    raw: fc.oneof(hostileString, fc.constant('{"unterminated": '), fc.constant('[1,2,')),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
  const body =
    operation.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof({ arbitrary: fc.oneof(...structuredBodies, rawBody), weight: 6 }, { arbitrary: fc.constant(undefined), weight: 1 });
  return fc.record({ query, auth, body, ip: fc.ipV4() });
}

function toRequestInit(operation: FuzzOperation, input: FuzzRequest): { url: string; init: RequestInit } {
  const url = new URL(operation.path, 'http://server.test');
  for (const [name, value] of Object.entries(input.query)) if (value !== undefined) url.searchParams.set(name, value);
  const headers: Record<string, string> = {};
  if (input.auth === MEMBER_TOKEN) headers.authorization = `Bearer ${member.token}`;
  // Header values must be visible ASCII; anything else is refused by fetch before it reaches the server.
  else if (input.auth !== undefined) headers.authorization = input.auth.replace(/[^\x20-\x7e]/g, '?');
  let body: string | undefined;
  if (input.body && 'raw' in input.body) {
    headers['content-type'] = input.body.contentType;
    body = input.body.raw;
  } else if (input.body) {
    headers['content-type'] = input.body.contentType;
    body =
      input.body.contentType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(formFields(input.body.payload)).toString()
        : JSON.stringify(input.body.payload);
  }
  return { url: `${url.pathname}${url.search}`, init: { method: operation.method, headers, body } };
}

function formFields(payload: unknown): Record<string, string> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { data: String(payload) };
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/** What would show an unhandled failure, an internal detail or a stack trace in an answer. */
const LEAK_PATTERNS = [
  /\bat [\w.<>$]+ \(/,
  /\(\/[^)]*:\d+:\d+\)/,
  /node_modules/,
  /\.ts:\d+/,
  /\bsyntax error at or near\b/i,
  /\bPGlite|drizzle|postgres error\b/i,
  /\bTypeError|ReferenceError|RangeError\b/,
];

describe('every endpoint of the OpenAPI document under fuzzed input', () => {
  it('finds the endpoints to fuzz in the served document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.map((operation) => operation.label)).toEqual(
      expect.arrayContaining(['POST /afaJavaRoom/app/article/submit-data', 'POST /v1/nft/broadcast-tx']),
    );
  });

  it('never answers 500, never leaks a stack trace, and writes nothing when it rejects the input', async () => {
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation), async (input) => {
            const { url, init } = toRequestInit(operation, input);
            const loggedBefore = server.logLines.length;
            const response = await server.request(url, init, input.ip);
            const text = await response.text();
            const writes = await takeWrites(database.db);

            expect(response.status).toBeLessThan(500);
            for (const pattern of LEAK_PATTERNS) expect(text).not.toMatch(pattern);
            const envelope = JSON.parse(text) as { code: unknown; message: unknown };
            expect(typeof envelope.code).toBe('number');
            expect(typeof envelope.message).toBe('string');
            expect(server.logLines.slice(loggedBefore).filter((line) => line.startsWith('Unhandled error'))).toEqual([]);
            if (envelope.code !== 200) expect(writes).toEqual([]);
            // A fuzzed logout may revoke the member's session: log in again so later requests reach the handlers.
            if (operation.path.endsWith('/logout') && envelope.code === 200) {
              member = await createLoggedInUser(server, database.db, 'fuzz-member@example.com');
              await takeWrites(database.db);
            }
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed: FUZZ_SEED, endOnFailure: true },
        )
        .catch((error: unknown) => {
          throw new Error(`${operation.label}: ${error instanceof Error ? error.message : String(error)}`);
        });
    }
  }, 120_000);
});
