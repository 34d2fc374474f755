import type { RequestOptions } from './client';
import { mainApi } from './clients';
import type { ApiResult } from './failure';
import type { Page } from '@/lib/protocol';
import type { Schemas } from './schema';

export type RankedUser = Schemas['RankedUser'];
/** A page of the ranking, with the caller's own row wherever it is. */
export type Ranking = Schemas['Ranking'];
export type Room = Schemas['Room'];

export const RANKING_PAGE_SIZE = 50;
export const ROOM_PAGE_SIZE = 10;

export function fetchRanking(page: number, options?: RequestOptions): Promise<ApiResult<Ranking>> {
  return mainApi.request('GET', '/app/rank/user-list', { page, size: RANKING_PAGE_SIZE }, options);
}

/** Recommended rooms, or with a keyword the rooms whose title or a tag contains it. */
export function fetchRooms(keyword: string | undefined, page: number, options?: RequestOptions): Promise<ApiResult<Page<Room>>> {
  return mainApi.request('GET', '/public/room/get-recommend-rooms', { keyword: keyword || undefined, page, size: ROOM_PAGE_SIZE }, options);
}
