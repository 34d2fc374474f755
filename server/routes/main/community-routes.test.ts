import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { unionMemberships, unions, users } from '../../db/schema';
import { ErrorCode } from '../../http/error-codes';
import {
  bearer,
  createRevokedToken,
  expectUnauthorised,
  openSeededTestServer,
  postJson,
  rowCount,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';

const BASE = '/afaJavaRoom';

let database: DatabaseHandle;
let server: TestApp;
let ada: TestUser;

beforeAll(async () => {
  ({ database, server, user: ada } = await openSeededTestServer('ada@example.com'));
});

afterAll(async () => {
  await database.close();
});

afterEach(async () => {
  await database.db.delete(unionMemberships).where(eq(unionMemberships.userId, ada.userId));
});

async function get(path: string, token?: string) {
  const response = await server.request(`${BASE}${path}`, token ? bearer(token) : {});
  return { status: response.status, envelope: await response.json() };
}

describe('GET /app/rank/user-list', () => {
  it("ranks users by score with the caller's own row", async () => {
    await database.db.update(users).set({ rankScore: 5000 }).where(eq(users.id, ada.userId));
    const { envelope } = await get('/app/rank/user-list?size=3', ada.token);
    expect(envelope.data.list).toEqual([
      { rank: 1, userId: expect.any(Number), nickname: 'Mira Okafor', avatar: '/seed/avatars/01.webp', score: 9820 },
      { rank: 2, userId: expect.any(Number), nickname: 'Tomás Rivera', avatar: '/seed/avatars/02.webp', score: 9415 },
      { rank: 3, userId: expect.any(Number), nickname: 'Lena Park', avatar: '/seed/avatars/03.webp', score: 9100 },
    ]);
    expect(envelope.data.hasMore).toBe(true);
    expect(envelope.data.self).toMatchObject({ userId: ada.userId, score: 5000, rank: 19 });
  });

  it('gives equal scores the same rank', async () => {
    await database.db.update(users).set({ rankScore: 9820 }).where(eq(users.id, ada.userId));
    const { envelope } = await get('/app/rank/user-list?size=3', ada.token);
    expect(envelope.data.list.map((row: { rank: number }) => row.rank)).toEqual([1, 1, 3]);
    expect(envelope.data.self.rank).toBe(1);
  });

  it('rejects a size over 100', async () => {
    expect((await get('/app/rank/user-list?size=101', ada.token)).status).toBe(400);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    await expectUnauthorised(server, database.db, `${BASE}/app/rank/user-list`);
  });
});

describe('GET /public/room/get-recommend-rooms', () => {
  it('lists rooms by recommendation with host, tags and online count', async () => {
    const { envelope } = await get('/public/room/get-recommend-rooms?size=2');
    expect(envelope.data.list[0]).toEqual({
      id: expect.any(Number),
      title: 'Morning hatch watch',
      cover: '/seed/rooms/01.webp',
      onlineCount: 1284,
      tags: ['hatching', 'chill'],
      host: { id: expect.any(Number), nickname: 'Mira Okafor', avatar: '/seed/avatars/01.webp' },
    });
    expect(envelope.data).toMatchObject({ page: 0, size: 2, hasMore: true });
    expect(envelope.data.total).toBeGreaterThanOrEqual(10);
  });

  it('searches titles and tags, case-insensitively, with wildcards taken literally', async () => {
    const byTag = await get('/public/room/get-recommend-rooms?keyword=GUIDE');
    expect(byTag.envelope.data.list.map((room: { title: string }) => room.title)).toEqual([
      'Breeding Q&A with Lena',
      'Rebirth timing clinic',
      'Talk token mint explained',
    ]);
    const byTitle = await get('/public/room/get-recommend-rooms?keyword=lounge');
    expect(byTitle.envelope.data.total).toBe(1);
    expect((await get('/public/room/get-recommend-rooms?keyword=%25')).envelope.data.total).toBe(0);
  });

  it('rejects a keyword over 64 characters', async () => {
    expect((await get(`/public/room/get-recommend-rooms?keyword=${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('unions', () => {
  async function unionId(name: string): Promise<number> {
    const [row] = await database.db.select({ id: unions.id }).from(unions).where(eq(unions.name, name));
    return row!.id;
  }

  it('lists unions, the largest first, with member counts', async () => {
    const { envelope } = await get('/public/union/list');
    expect(envelope.data.total).toBe(6);
    expect(envelope.data.list[0]).toMatchObject({ name: 'Dawn Hatchers', memberCount: 9, owner: { nickname: 'Mira Okafor' } });
    const counts = envelope.data.list.map((union: { memberCount: number }) => union.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('shows a union to visitors, and the membership to a logged-in caller', async () => {
    const id = await unionId('Iron Nest');
    const visitor = await get(`/public/union/info?id=${id}`);
    expect(visitor.envelope.data).toMatchObject({ id, name: 'Iron Nest', memberCount: 7, membership: 'none' });
    const stale = await get(`/public/union/info?id=${id}`, await createRevokedToken(server, database.db, 'gone@example.com'));
    expect(stale).toMatchObject({ status: 200, envelope: { data: { membership: 'none' } } });

    await server.request(`${BASE}/app/union/apply-join`, postJson({ unionId: id }, { authorization: `Bearer ${ada.token}` }));
    expect((await get(`/public/union/info?id=${id}`, ada.token)).envelope.data.membership).toBe('pending');
    await database.db
      .update(unionMemberships)
      .set({ status: 'joined', joinedAt: new Date() })
      .where(and(eq(unionMemberships.userId, ada.userId), eq(unionMemberships.unionId, id)));
    expect((await get(`/public/union/info?id=${id}`, ada.token)).envelope.data).toMatchObject({ membership: 'joined', memberCount: 8 });
  });

  it('lists joined members only, the owner first', async () => {
    const id = await unionId('Dawn Hatchers');
    const { envelope } = await get(`/public/union/member-list?unionId=${id}&size=5`);
    expect(envelope.data.total).toBe(9);
    expect(envelope.data.list).toHaveLength(5);
    expect(envelope.data.list[0]).toMatchObject({ nickname: 'Mira Okafor', role: 'owner' });
    expect(envelope.data.list.slice(1).every((member: { role: string }) => member.role === 'member')).toBe(true);
  });

  it('answers 404 for an unknown union and 400 for bad ids', async () => {
    expect((await get('/public/union/info?id=9999')).status).toBe(404);
    expect((await get('/public/union/member-list?unionId=9999')).status).toBe(404);
    expect((await get('/public/union/info?id=one')).status).toBe(400);
    expect((await get('/public/union/member-list')).status).toBe(400);
    expect((await get('/public/union/list?size=51')).status).toBe(400);
  });

  describe('POST /app/union/apply-join', () => {
    const apply = async (body: unknown, token = ada.token) => {
      const response = await server.request(`${BASE}/app/union/apply-join`, postJson(body, { authorization: `Bearer ${token}` }));
      return { status: response.status, envelope: await response.json() };
    };

    it('files a pending application once; a second gets 10040', async () => {
      const id = await unionId('Lucky Sevens');
      const first = await apply({ unionId: id });
      expect(first.envelope.data).toEqual({ unionId: id, membership: 'pending', appliedAt: expect.any(String) });
      const second = await apply({ unionId: id });
      expect(second).toMatchObject({ status: 200, envelope: { code: ErrorCode.unionAlreadyApplied, data: null } });
      expect(await rowCount(database.db, unionMemberships)).toBeGreaterThan(0);
      const mine = await database.db.select().from(unionMemberships).where(eq(unionMemberships.userId, ada.userId));
      expect(mine).toHaveLength(1);
    });

    it('answers 10041 to a member', async () => {
      const id = await unionId('Quiet Library');
      await database.db
        .insert(unionMemberships)
        .values({ unionId: id, userId: ada.userId, status: 'joined', appliedAt: new Date(), joinedAt: new Date() });
      expect((await apply({ unionId: id })).envelope.code).toBe(ErrorCode.unionAlreadyMember);
    });

    it.each([[{}], [{ unionId: 'x' }], [{ unionId: -1 }]])('rejects %j with a 400 envelope and writes nothing', async (body) => {
      const before = await rowCount(database.db, unionMemberships);
      expect((await apply(body)).status).toBe(400);
      expect(await rowCount(database.db, unionMemberships)).toBe(before);
    });

    it('answers 404 for an unknown union', async () => {
      expect((await apply({ unionId: 9999 })).status).toBe(404);
    });

    it('answers 401 without a token or with a revoked one', async () => {
      const before = await rowCount(database.db, unionMemberships);
      await expectUnauthorised(server, database.db, `${BASE}/app/union/apply-join`, postJson({ unionId: 1 }));
      expect(await rowCount(database.db, unionMemberships)).toBe(before);
    });
  });
});
