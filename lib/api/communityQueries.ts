'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from '@/lib/session/store';
import { fetchRanking, fetchRooms, type Room } from './community';
import type { Page } from '@/lib/protocol';
import { nextPageParam } from './paging';
import { retryUnexpected, unwrap } from './queryError';
import { queryKeys } from './queryKeys';

/** The user ranking, a page at a time, with the caller's own row (needs a token). */
export function useRanking() {
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    queryKey: queryKeys.ranking.list(),
    queryFn: async ({ pageParam, signal }) => unwrap(await fetchRanking(pageParam, { signal })),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
    retry: retryUnexpected,
  });
}

/**
 * Recommended rooms, or with a keyword the matching rooms. The recommended list starts from the first page Home's
 * row has read (useRecommendedRooms), if any, while it reads its own.
 */
export function useRooms(keyword = '', enabled = true) {
  const queryClient = useQueryClient();
  const homeRow = () => (keyword ? undefined : queryClient.getQueryState<Page<Room>>(queryKeys.rooms.recommended()));
  return useInfiniteQuery({
    queryKey: queryKeys.rooms.list(keyword),
    queryFn: async ({ pageParam, signal }) => unwrap(await fetchRooms(keyword, pageParam, { signal })),
    initialData: () => {
      const firstPage = homeRow()?.data;
      return firstPage && { pages: [firstPage], pageParams: [0] };
    },
    initialDataUpdatedAt: () => homeRow()?.dataUpdatedAt,
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    enabled,
    retry: retryUnexpected,
  });
}
