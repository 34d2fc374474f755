import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { rooms, unionMemberships, unions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import { pageOf, type Page } from '@/lib/protocol';

export interface RankedUser {
  rank: number;
  userId: number;
  nickname: string;
  avatar: string;
  score: number;
}

/** Rank 1 is the highest score; equal scores share a rank, as in a competition. */
const rankColumn = sql<number>`(rank() over (order by ${users.rankScore} desc))::int`;

export async function listRanking(
  db: DatabaseExecutor,
  userId: number,
  page: number,
  size: number,
): Promise<Page<RankedUser> & { self: RankedUser | null }> {
  const ranked = db
    .select({ rank: rankColumn.as('rank'), userId: users.id, nickname: users.nickname, avatar: users.avatar, score: users.rankScore })
    .from(users)
    .as('ranked');
  const [list, [total], [self]] = await Promise.all([
    db
      .select()
      .from(ranked)
      .orderBy(asc(ranked.rank), asc(ranked.userId))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(users),
    db.select().from(ranked).where(eq(ranked.userId, userId)).limit(1),
  ]);
  return { ...pageOf(list, total?.total ?? 0, page, size), self: self ?? null };
}

/** `%` and `_` typed by a user match themselves, not any text. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listRecommendedRooms(db: DatabaseExecutor, keyword: string | undefined, page: number, size: number) {
  const where = keyword
    ? or(
        ilike(rooms.title, containsPattern(keyword)),
        sql`exists (select 1 from unnest(${rooms.tags}) as tag where tag ilike ${containsPattern(keyword)})`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rooms.id,
        title: rooms.title,
        cover: rooms.cover,
        onlineCount: rooms.onlineCount,
        tags: rooms.tags,
        hostId: users.id,
        hostNickname: users.nickname,
        hostAvatar: users.avatar,
      })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.hostUserId))
      .where(where)
      .orderBy(desc(rooms.recommendWeight), desc(rooms.onlineCount), asc(rooms.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(rooms).where(where),
  ]);
  const list = rows.map(({ hostId, hostNickname, hostAvatar, ...room }) => ({
    ...room,
    host: { id: hostId, nickname: hostNickname, avatar: hostAvatar },
  }));
  return pageOf(list, total?.total ?? 0, page, size);
}

export type MembershipState = 'none' | 'pending' | 'joined';

const memberCount = sql<number>`(select count(*)::int from ${unionMemberships} where ${unionMemberships.unionId} = ${unions.id} and ${unionMemberships.status} = 'joined')`;

const unionColumns = {
  id: unions.id,
  name: unions.name,
  description: unions.description,
  avatar: unions.avatar,
  createdAt: unions.createdAt,
  memberCount,
  ownerId: users.id,
  ownerNickname: users.nickname,
  ownerAvatar: users.avatar,
};

function toUnionSummary(row: {
  id: number;
  name: string;
  description: string;
  avatar: string;
  createdAt: Date;
  memberCount: number;
  ownerId: number;
  ownerNickname: string;
  ownerAvatar: string;
}) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    avatar: row.avatar,
    memberCount: row.memberCount,
    owner: { id: row.ownerId, nickname: row.ownerNickname, avatar: row.ownerAvatar },
    createdAt: row.createdAt.toISOString(),
  };
}

export type UnionSummary = ReturnType<typeof toUnionSummary>;

/** Unions with the most members first. */
export async function listUnions(db: DatabaseExecutor, page: number, size: number): Promise<Page<UnionSummary>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(unionColumns)
      .from(unions)
      .innerJoin(users, eq(users.id, unions.ownerUserId))
      .orderBy(desc(memberCount), asc(unions.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(unions),
  ]);
  return pageOf(rows.map(toUnionSummary), total?.total ?? 0, page, size);
}

/** A union, and where the viewer stands in it ('none' for visitors). */
export async function loadUnion(
  db: DatabaseExecutor,
  unionId: number,
  viewerUserId: number | null,
): Promise<UnionSummary & { membership: MembershipState }> {
  const [row] = await db
    .select(unionColumns)
    .from(unions)
    .innerJoin(users, eq(users.id, unions.ownerUserId))
    .where(eq(unions.id, unionId))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.notFound, 'No such union');
  const [membership] = viewerUserId
    ? await db
        .select({ status: unionMemberships.status })
        .from(unionMemberships)
        .where(and(eq(unionMemberships.unionId, unionId), eq(unionMemberships.userId, viewerUserId)))
        .limit(1)
    : [];
  return { ...toUnionSummary(row), membership: membership?.status ?? 'none' };
}

/** Joined members, the owner first, then by how long they have been in. */
export async function listUnionMembers(db: DatabaseExecutor, unionId: number, page: number, size: number) {
  const [union] = await db.select({ id: unions.id }).from(unions).where(eq(unions.id, unionId)).limit(1);
  if (!union) throw new ApiError(ErrorCode.notFound, 'No such union');
  const joinedHere = and(eq(unionMemberships.unionId, unionId), eq(unionMemberships.status, 'joined'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        score: users.rankScore,
        role: unionMemberships.role,
        joinedAt: unionMemberships.joinedAt,
      })
      .from(unionMemberships)
      .innerJoin(users, eq(users.id, unionMemberships.userId))
      .where(joinedHere)
      .orderBy(sql`${unionMemberships.role} = 'owner' desc`, asc(unionMemberships.joinedAt), asc(unionMemberships.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(unionMemberships).where(joinedHere),
  ]);
  const list = rows.map((row) => ({ ...row, joinedAt: row.joinedAt?.toISOString() ?? null }));
  return pageOf(list, total?.total ?? 0, page, size);
}

/** Files a pending application; 10040 when one is already waiting, 10041 for a member. */
export async function applyToJoinUnion(db: DatabaseExecutor, now: Date, unionId: number, userId: number) {
  const [union] = await db.select({ id: unions.id }).from(unions).where(eq(unions.id, unionId)).limit(1);
  if (!union) throw new ApiError(ErrorCode.notFound, 'No such union');
  const inserted = await db
    .insert(unionMemberships)
    .values({ unionId, userId, status: 'pending', appliedAt: now })
    .onConflictDoNothing({ target: [unionMemberships.unionId, unionMemberships.userId] })
    .returning({ appliedAt: unionMemberships.appliedAt });
  if (inserted[0]) return { unionId, membership: 'pending' as const, appliedAt: inserted[0].appliedAt.toISOString() };

  const [existing] = await db
    .select({ status: unionMemberships.status })
    .from(unionMemberships)
    .where(and(eq(unionMemberships.unionId, unionId), eq(unionMemberships.userId, userId)))
    .limit(1);
  if (existing?.status === 'joined') throw new ApiError(ErrorCode.unionAlreadyMember, 'You are already a member of this union');
  throw new ApiError(ErrorCode.unionAlreadyApplied, 'You have already applied to this union; please wait for the answer');
}
