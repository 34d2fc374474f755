'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchArticlePage, type ArticleFilter } from '@/lib/api/articles';
import { nextPageParam } from '@/lib/api/paging';
import { retryUnexpected, unwrap } from '@/lib/api/queryError';
import { queryKeys } from '@/lib/api/queryKeys';
import { withTimeFormats } from '@/lib/format/useTimeFormat';

/**
 * The articles of a category or topic, a page at a time, newest first. Apart from Home's reads (queries.ts), so
 * Home's script carries no paging.
 */
export function useArticleFeed(filter: ArticleFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.articles.list(filter),
    queryFn: async ({ pageParam, signal }) => unwrap(await withTimeFormats(fetchArticlePage(filter, pageParam, { signal }))),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    retry: retryUnexpected,
    enabled,
  });
}
