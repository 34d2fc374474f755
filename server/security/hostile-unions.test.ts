import type { DatabaseHandle } from '../db/client';
import { unionMemberships, unions, users } from '../db/schema';
import { createTestApp, emptyAllTables, openTestDatabase, type TestApp } from '../test-support/test-app';
import { HOSTILE_MEMBER_NICKNAMES, HOSTILE_UNIONS } from './hostile-unions';

const BASE = '/afaJavaRoom';
/** The largest page the union endpoints give. */
const PAGE_SIZE = 50;

interface UnionAnswer {
  id: number;
  name: string;
  description: string;
  owner: { nickname: string };
}

interface PageAnswer<T> {
  list: T[];
  hasMore: boolean;
}

let database: DatabaseHandle;
let server: TestApp;
/** The union ids in HOSTILE_UNIONS order. */
let unionIds: number[];

async function insertUser(nickname: string, index: number): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ nickname, shareCode: `hostile-${index}` })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await emptyAllTables(database.db);
  server = createTestApp(database.db);
  const joinedAt = server.clock.now();
  unionIds = [];
  for (const [index, union] of HOSTILE_UNIONS.entries()) {
    const ownerUserId = await insertUser(union.ownerNickname, index);
    const [row] = await database.db
      .insert(unions)
      .values({ name: union.name, description: union.description, avatar: '', ownerUserId })
      .returning({ id: unions.id });
    unionIds.push(row!.id);
    await database.db
      .insert(unionMemberships)
      .values({ unionId: row!.id, userId: ownerUserId, status: 'joined', role: 'owner', appliedAt: joinedAt, joinedAt });
  }
  for (const [index, nickname] of HOSTILE_MEMBER_NICKNAMES.entries()) {
    const userId = await insertUser(nickname, HOSTILE_UNIONS.length + index);
    await database.db
      .insert(unionMemberships)
      .values({ unionId: unionIds[0]!, userId, status: 'joined', role: 'member', appliedAt: joinedAt, joinedAt });
  }
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function getData<T>(path: string): Promise<T> {
  const response = await server.request(`${BASE}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

async function allPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const { list, hasMore } = await getData<PageAnswer<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&size=${PAGE_SIZE}`);
    items.push(...list);
    if (!hasMore) return items;
  }
}

const asSeeded = (union: UnionAnswer) => ({ name: union.name, description: union.description, ownerNickname: union.owner.nickname });

describe('hostile union names, descriptions and member nicknames through the JSON API', () => {
  it('seeds one union per payload of the corpus', () => {
    expect(HOSTILE_UNIONS.length).toBeGreaterThanOrEqual(50);
    expect(unionIds).toHaveLength(HOSTILE_UNIONS.length);
  });

  it('lists every union with its name, description and owner exactly as stored', async () => {
    const listed = new Map((await allPages<UnionAnswer>('/public/union/list')).map((union) => [union.id, asSeeded(union)]));
    expect(unionIds.map((id) => listed.get(id))).toEqual(HOSTILE_UNIONS);
  });

  it('answers each union’s detail exactly as stored', async () => {
    const details = await Promise.all(unionIds.map((id) => getData<UnionAnswer>(`/public/union/info?id=${id}`)));
    expect(details.map(asSeeded)).toEqual(HOSTILE_UNIONS);
  });

  it('lists the members with their nicknames exactly as stored', async () => {
    const members = await allPages<{ nickname: string }>(`/public/union/member-list?unionId=${unionIds[0]}`);
    expect(members.map((member) => member.nickname).sort()).toEqual([HOSTILE_UNIONS[0]!.ownerNickname, ...HOSTILE_MEMBER_NICKNAMES].sort());
  });
});
