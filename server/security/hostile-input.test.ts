import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { ErrorCode } from '../http/error-codes';
import { captchaPolicy } from '../services/captcha-service';
import { bearer, openSeededTestServer, postJson, rowCount, type TestApp, type TestUser } from '../test-support/test-app';
import { SQL_INJECTION_PAYLOADS, XSS_PAYLOADS } from './hostile-input';

const BASE = '/afaJavaRoom';

let database: DatabaseHandle;
let server: TestApp;
let member: TestUser;

beforeAll(async () => {
  ({ database, server, user: member } = await openSeededTestServer('hostile-member@example.com'));
});

afterAll(async () => {
  await database.close();
});

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

async function call(path: string, init?: RequestInit, ip?: string): Promise<{ status: number; envelope: Envelope }> {
  const response = await server.request(`${BASE}${path}`, init, ip);
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

// A request counts against its rate limit whatever becomes of it, so the limiter's table is no sign of a write.
const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.rateLimitHits,
);

async function countsByTable(): Promise<Record<string, number>> {
  const entries = await Promise.all(tables.map(async (table) => [getTableName(table), await rowCount(database.db, table)]));
  return Object.fromEntries(entries);
}

describe('SQL injection in every text field', () => {
  it('has corpora big enough to mean something', () => {
    expect(SQL_INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('finds nothing by an injected search term, and stores nothing but the search record', async () => {
    for (const payload of SQL_INJECTION_PAYLOADS) {
      const before = await countsByTable();
      const keyword = encodeURIComponent(payload);
      const articleSearch = await call(`/app/article/search?keyword=${keyword}`, bearer(member.token));
      const roomSearch = await call(`/public/room/get-recommend-rooms?keyword=${keyword}`);
      for (const { status } of [articleSearch, roomSearch]) expect(status).toBeLessThan(500);
      if (articleSearch.envelope.code === ErrorCode.ok) {
        // Injected, a tautology such as ' OR 1=1 would list every article; as text it finds what its words find.
        const wordsOnly = payload.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() || 'zzqx';
        const plain = await call(`/app/article/search?keyword=${encodeURIComponent(wordsOnly)}`, bearer(member.token));
        expect(articleSearch.envelope.data).toEqual(plain.envelope.data);
      }
      if (roomSearch.envelope.code === ErrorCode.ok) {
        expect((roomSearch.envelope.data as { total: number }).total).toBe(0);
      }
      const after = await countsByTable();
      expect({ ...after, search_records: before.search_records }).toEqual(before);
    }
  });

  it('stores an injected article title and nickname as plain text, and changes nothing else', async () => {
    for (const payload of SQL_INJECTION_PAYLOADS) {
      // Counted afresh for each payload, so the corpus does not run into the hourly submission limit.
      await database.db.delete(schema.rateLimitHits);
      const before = await countsByTable();
      const submitted = await call(
        '/app/article/submit-data',
        postJson({ title: payload, body: payload, categoryId: 1 }, { authorization: `Bearer ${member.token}` }),
      );
      expect(submitted.status).toBeLessThan(500);
      if (submitted.envelope.code === ErrorCode.ok) {
        const { id } = submitted.envelope.data as { id: number };
        const [stored] = await database.db.select().from(schema.articles).where(eq(schema.articles.id, id));
        expect(stored?.title).toBe(payload.trim());
        expect(stored?.body).toBe(payload);
        await database.db.delete(schema.articles).where(eq(schema.articles.id, id));
      } else {
        expect(submitted.envelope.code).toBe(ErrorCode.badRequest);
      }

      const renamed = await call('/app/user/update', postJson({ nickname: payload }, { authorization: `Bearer ${member.token}` }));
      expect(renamed.status).toBeLessThan(500);
      if (renamed.envelope.code === ErrorCode.ok) {
        const [user] = await database.db.select().from(schema.users).where(eq(schema.users.id, member.userId));
        expect(user?.nickname).toBe(payload.trim().replace(/\s+/g, ' '));
      } else {
        expect(renamed.envelope.code).toBe(ErrorCode.badRequest);
      }
      expect(await countsByTable()).toEqual(before);
    }
  });

  it('refuses an injected email at login without touching a table', async () => {
    const before = await countsByTable();
    for (const payload of SQL_INJECTION_PAYLOADS) {
      const sent = await call('/public/user/send-captcha', postJson({ email: payload }), '198.51.100.50');
      const login = await call('/public/user/login-in', postJson({ email: payload, captcha: '123456' }), '198.51.100.50');
      expect(sent.envelope.code).toBe(ErrorCode.badRequest);
      expect(login.envelope.code).toBe(ErrorCode.badRequest);
    }
    expect(await countsByTable()).toEqual(before);
  });
});

describe('brute force on captcha and login', () => {
  it('cannot guess a login code by enumeration, even from many addresses', async () => {
    const email = 'brute-target@example.com';
    expect((await call('/public/user/send-captcha', postJson({ email }), '192.0.2.100')).envelope.code).toBe(ErrorCode.ok);
    const right = server.lastCaptchaFor(email);
    const sessionsBefore = await rowCount(database.db, schema.sessions);
    // 200 guesses from 200 addresses, the right code among them after the first few.
    const guesses = Array.from({ length: 200 }, (_, i) => String(100_000 + i));
    guesses.splice(10, 0, right);
    const codes: number[] = [];
    for (const [i, captcha] of guesses.entries()) {
      codes.push((await call('/public/user/login-in', postJson({ email, captcha }), `10.9.${i >> 8}.${i & 255}`)).envelope.code);
    }
    expect(codes.slice(0, captchaPolicy.maxFailedAttempts).every((code) => code === ErrorCode.captchaIncorrect)).toBe(true);
    expect(codes.slice(captchaPolicy.maxFailedAttempts).every((code) => code === ErrorCode.captchaAttemptsExceeded)).toBe(true);
    expect(await rowCount(database.db, schema.sessions)).toBe(sessionsBefore);
  });

  it('cuts off login attempts from one address for the window, then lets it try again', async () => {
    const ip = '192.0.2.200';
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      codes.push((await call('/public/user/login-in', postJson({ email: `guess${i}@example.com`, captcha: '000000' }), ip)).envelope.code);
    }
    expect(codes.filter((code) => code === ErrorCode.rateLimited)).toHaveLength(10);
    expect(codes.slice(30).every((code) => code === ErrorCode.rateLimited)).toBe(true);
    server.clock.advance(10 * 60_000 + 1);
    const later = await call('/public/user/login-in', postJson({ email: 'guess0@example.com', captcha: '000000' }), ip);
    expect(later.envelope.code).not.toBe(ErrorCode.rateLimited);
  });

  it('limits how many codes one address may request, across emails', async () => {
    const ip = '192.0.2.201';
    const codes: number[] = [];
    for (let i = 0; i < captchaPolicy.maxPerIpPerHour + 5; i += 1) {
      codes.push((await call('/public/user/send-captcha', postJson({ email: `spray${i}@example.com` }), ip)).envelope.code);
    }
    expect(codes.filter((code) => code === ErrorCode.ok)).toHaveLength(captchaPolicy.maxPerIpPerHour);
    expect(codes.slice(captchaPolicy.maxPerIpPerHour).every((code) => code === ErrorCode.rateLimited)).toBe(true);
  });
});
