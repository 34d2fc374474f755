'use client';

import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { fetchCategories, fetchTopArticles, TOP_ARTICLE_COUNT } from '@/lib/api/articles';
import { fetchRooms } from '@/lib/api/community';
import { nextPageParam } from '@/lib/api/paging';
import { retryUnexpected, unwrap } from '@/lib/api/queryError';
import { queryKeys } from '@/lib/api/queryKeys';

/**
 * Home's public reads, sent as soon as this module runs in the browser: before hydration, not in an effect
 * after it, so their answers are on the way while React hydrates. Each is handed to the cache once.
 */
let early =
  typeof window === 'undefined'
    ? null
    : { top: fetchTopArticles(TOP_ARTICLE_COUNT), categories: fetchCategories(), rooms: fetchRooms('', 0) };

function take<K extends keyof NonNullable<typeof early>>(key: K): NonNullable<typeof early>[K] | undefined {
  const request = early?.[key];
  if (early) early = { ...early, [key]: undefined };
  return request;
}

/**
 * Puts the reads already in flight into the query cache under the keys the sections read, before the
 * sections render, so they wait for those answers instead of asking again. A later visit fetches as usual.
 */
export function usePrefetchHome() {
  usePrefetchQuery({
    queryKey: queryKeys.articles.top(),
    queryFn: async ({ signal }) => unwrap(await (take('top') ?? fetchTopArticles(TOP_ARTICLE_COUNT, { signal }))),
    retry: retryUnexpected,
  });
  usePrefetchQuery({
    queryKey: queryKeys.articles.categories(),
    queryFn: async ({ signal }) => unwrap(await (take('categories') ?? fetchCategories({ signal }))),
    retry: retryUnexpected,
  });
  usePrefetchInfiniteQuery({
    queryKey: queryKeys.rooms.list(''),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await ((pageParam === 0 ? take('rooms') : undefined) ?? fetchRooms('', pageParam, { signal }))),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    retry: retryUnexpected,
  });
}
