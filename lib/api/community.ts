import type { Person } from './articles';
import type { RequestOptions } from './client';
import { mainApi } from './clients';
import type { ApiResult } from './failure';
import type { Page } from './paging';

export interface RankedUser {
  /** 1 is the highest score; equal scores share a rank. */
  rank: number;
  userId: number;
  nickname: string;
  avatar: string;
  score: number;
}

export interface Ranking extends Page<RankedUser> {
  /** The caller's own row, wherever it is in the ranking. */
  self: RankedUser | null;
}

export interface Room {
  id: number;
  title: string;
  cover: string;
  onlineCount: number;
  tags: string[];
  host: Person;
}

export type Membership = 'none' | 'pending' | 'joined';

export interface UnionSummary {
  id: number;
  name: string;
  description: string;
  avatar: string;
  memberCount: number;
  owner: Person;
  createdAt: string;
}

export interface UnionInfo extends UnionSummary {
  /** Where the caller stands; 'none' for visitors too. */
  membership: Membership;
}

export interface UnionMember {
  userId: number;
  nickname: string;
  avatar: string;
  score: number;
  role: 'owner' | 'member';
  joinedAt: string | null;
}

export const RANKING_PAGE_SIZE = 50;
export const ROOM_PAGE_SIZE = 10;
export const UNION_PAGE_SIZE = 20;
export const MEMBER_PAGE_SIZE = 20;

export function fetchRanking(page: number, options?: RequestOptions): Promise<ApiResult<Ranking>> {
  return mainApi.request('GET', '/app/rank/user-list', { page, size: RANKING_PAGE_SIZE }, options);
}

/** Recommended rooms, or with a keyword the rooms whose title or a tag contains it. */
export function fetchRooms(keyword: string | undefined, page: number, options?: RequestOptions): Promise<ApiResult<Page<Room>>> {
  return mainApi.request('GET', '/public/room/get-recommend-rooms', { keyword: keyword || undefined, page, size: ROOM_PAGE_SIZE }, options);
}

export function fetchUnions(page: number, options?: RequestOptions): Promise<ApiResult<Page<UnionSummary>>> {
  return mainApi.request('GET', '/public/union/list', { page, size: UNION_PAGE_SIZE }, options);
}

export function fetchUnion(id: number, options?: RequestOptions): Promise<ApiResult<UnionInfo>> {
  return mainApi.request('GET', '/public/union/info', { id }, options);
}

export function fetchUnionMembers(unionId: number, page: number, options?: RequestOptions): Promise<ApiResult<Page<UnionMember>>> {
  return mainApi.request('GET', '/public/union/member-list', { unionId, page, size: MEMBER_PAGE_SIZE }, options);
}

export interface JoinApplication {
  unionId: number;
  membership: 'pending';
  appliedAt: string;
}

/** Applies to join; a refusal (already applied, already a member) is shown by the API feedback. */
export function applyToJoinUnion(unionId: number): Promise<JoinApplication | null> {
  return mainApi.post<JoinApplication>('/app/union/apply-join', { unionId });
}
