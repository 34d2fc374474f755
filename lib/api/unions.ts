import type { RequestOptions } from './client';
import { mainApi } from './clients';
import type { ApiResult } from './failure';
import type { Page } from '@/lib/protocol';
import type { Schemas } from './schema';

// The families' (unions') reads, apart from community.ts: a module ships whole, every export, to each page that
// imports one of them, and Home imports the ranking's and the rooms'.

export type UnionSummary = Schemas['UnionSummary'];
export type UnionInfo = Schemas['UnionInfo'];
export type UnionMember = Schemas['UnionMember'];

export const UNION_PAGE_SIZE = 20;
export const MEMBER_PAGE_SIZE = 20;

export function fetchUnions(page: number, options?: RequestOptions): Promise<ApiResult<Page<UnionSummary>>> {
  return mainApi.request('GET', '/public/union/list', { page, size: UNION_PAGE_SIZE }, options);
}

export function fetchUnion(id: number, options?: RequestOptions): Promise<ApiResult<UnionInfo>> {
  return mainApi.request('GET', '/public/union/info', { id }, options);
}

export function fetchUnionMembers(unionId: number, page: number, options?: RequestOptions): Promise<ApiResult<Page<UnionMember>>> {
  return mainApi.request('GET', '/public/union/member-list', { unionId, page, size: MEMBER_PAGE_SIZE }, options);
}

/** Applies to join; a refusal (already applied, already a member) is shown by the API feedback. */
export function applyToJoinUnion(unionId: number) {
  return mainApi.post('/app/union/apply-join', { unionId });
}
