'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn, useSession } from '@/lib/session/store';
import { applyToJoinUnion, fetchRanking, fetchRooms, fetchUnion, fetchUnionMembers, fetchUnions } from './community';
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

export function useUnions() {
  return useInfiniteQuery({
    queryKey: queryKeys.unions.list(),
    queryFn: async ({ pageParam, signal }) => unwrap(await fetchUnions(pageParam, { signal })),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    retry: retryUnexpected,
  });
}

/** A union with where the current reader stands in it; the viewer is part of the key. */
export function useUnion(id: number | null) {
  const viewerId = useSession((state) => state.userInfo?.id ?? null);
  return useQuery({
    queryKey: queryKeys.unions.detail(id ?? 0, viewerId),
    queryFn: async ({ signal }) => unwrap(await fetchUnion(id ?? 0, { signal })),
    enabled: id !== null,
    retry: retryUnexpected,
  });
}

export function useUnionMembers(id: number | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.unions.members(id ?? 0),
    queryFn: async ({ pageParam, signal }) => unwrap(await fetchUnionMembers(id ?? 0, pageParam, { signal })),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    enabled: id !== null,
    retry: retryUnexpected,
  });
}

/** Applies to join a union, then reads the union again so its state comes from the server. */
export function useApplyToJoinUnion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyToJoinUnion(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.unions.all }),
  });
}
