'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '@/lib/session/store';
import { fetchRanking, fetchRooms } from './community';
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

/** Recommended rooms, or with a keyword the matching rooms. */
export function useRooms(keyword = '', enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.rooms.list(keyword),
    queryFn: async ({ pageParam, signal }) => unwrap(await fetchRooms(keyword, pageParam, { signal })),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    enabled,
    retry: retryUnexpected,
  });
}
