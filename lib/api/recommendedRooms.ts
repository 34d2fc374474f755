'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchRooms } from './community';
import { retryUnexpected, unwrap } from './queryError';
import { queryKeys } from './queryKeys';

/**
 * Home's row of recommended rooms: their first page, a plain read, so Home's script carries no paging (the Live
 * tab pages through them with useRooms, starting from this page).
 */
export function useRecommendedRooms() {
  return useQuery({
    queryKey: queryKeys.rooms.recommended(),
    queryFn: async ({ signal }) => unwrap(await fetchRooms('', 0, { signal })),
    retry: retryUnexpected,
  });
}
