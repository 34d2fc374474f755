'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withTimeFormats } from '@/lib/format/useTimeFormat';
import { useSession } from '@/lib/session/store';
import { nextPageParam } from './paging';
import { retryUnexpected, unwrap } from './queryError';
import { queryKeys } from './queryKeys';
import { applyToJoinUnion, fetchUnion, fetchUnionMembers, fetchUnions } from './unions';

// The family screens' hooks, apart from communityQueries.ts so Home, which reads the ranking and the rooms, does not
// carry them (nor TanStack's mutation observer, which only the application to join needs there).

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
    queryFn: async ({ pageParam, signal }) => unwrap(await withTimeFormats(fetchUnionMembers(id ?? 0, pageParam, { signal }))),
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
