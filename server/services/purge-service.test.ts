import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { analyticsEvents, captchas, chainTransactions, loginNonces, sessions, walletBindNonces } from '../db/schema';
import {
  createLoggedInUser,
  createTestApp,
  emptyAllTables,
  openTestDatabase,
  postJson,
  rowCount,
  type TestApp,
} from '../test-support/test-app';
import { revokeSession } from './session-service';
import { purgeExpired, purgePolicy } from './purge-service';

let database: DatabaseHandle;
let server: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
});

const DAY_MS = 24 * 60 * 60_000;

/** One of each kind of record a client leaves behind, made through the API where it has one. */
async function leaveRecords(tag: string): Promise<void> {
  const user = await createLoggedInUser(server, database.db, `${tag}@example.com`);
  const auth = { authorization: `Bearer ${user.token}` };
  await server.request('/afaJavaRoom/public/user/send-captcha', postJson({ email: `${tag}@example.com` }), `198.51.100.${tag.length}`);
  await server.request('/afaJavaRoom/public/user/login-nonce', postJson({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }));
  await server.request('/v1/waas/bind-nonce', postJson({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, auth));
  await server.request('/sensors/collect', postJson({ type: 'track', event: '$pageview', distinct_id: tag }));
  await database.db.insert(chainTransactions).values({
    userId: user.userId,
    txHash: `0x${tag.padEnd(64, '0')}`,
    txType: 2,
    fromAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    chainIndex: 2810,
    source: 'broadcast',
    createdAt: server.clock.now(),
    updatedAt: server.clock.now(),
  });
}

describe('purgeExpired', () => {
  it('deletes expired nonces, old codes, dead sessions and old analytics, and keeps what is still live', async () => {
    await leaveRecords('aaaa');
    server.clock.advance(purgePolicy.analyticsKeepMs + 1);
    await leaveRecords('bbbbbb');
    const loggedOut = await createLoggedInUser(server, database.db, 'gone@example.com');
    const [session] = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, loggedOut.userId));
    await revokeSession({ db: database.db, now: server.clock.now }, session!.id);

    const counts = await purgeExpired(database.db, server.clock.now());
    expect(counts).toEqual({
      loginNonces: 1,
      bindNonces: 1,
      captchas: 1,
      // The first user's session expired after 30 days; the revoked one goes too.
      sessions: 2,
      analyticsEvents: 1,
      expiredTransactions: 1,
    });
    for (const table of [loginNonces, walletBindNonces, captchas, analyticsEvents]) expect(await rowCount(database.db, table)).toBe(1);
    expect(await rowCount(database.db, sessions)).toBe(1);
  });

  it('keeps a day of codes, which the daily cap and lockout count', async () => {
    await leaveRecords('cccc');
    server.clock.advance(DAY_MS - 1);
    expect((await purgeExpired(database.db, server.clock.now())).captchas).toBe(0);
    server.clock.advance(2);
    expect((await purgeExpired(database.db, server.clock.now())).captchas).toBe(1);
  });
});
