'use client';

import { hashKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSearchRecords, fetchSearchRecords, searchArticles, type SearchRecord } from '@/lib/api/search';
import { nextPageParam } from '@/lib/api/paging';
import { retryUnexpected, unwrap } from '@/lib/api/queryError';
import { queryKeys } from '@/lib/api/queryKeys';
import { withTimeFormats } from '@/lib/format/useTimeFormat';
import { useIsLoggedIn } from '@/lib/session/store';

/** The server's form of a keyword: trimmed, spaces collapsed, lower case; "" means no search. */
export function normaliseKeyword(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Matches for a keyword, a page at a time. A search the reader asked for (`remember`: Enter, a record picked) also
 * updates their records; one made as they type does not, or every pause in a word would leave its first letters there.
 */
export function useArticleSearch(keyword: string, remember: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: queryKeys.search.results(keyword, remember),
    queryFn: async ({ pageParam, signal }) => {
      const page = unwrap(await withTimeFormats(searchArticles(keyword, pageParam, remember && pageParam === 0, { signal })));
      // The server remembered the keyword with this search.
      if (remember && pageParam === 0) void queryClient.invalidateQueries({ queryKey: queryKeys.search.records() });
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    // Enter on a word already searched as it was typed keeps its matches on screen while it is searched again.
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey) === hashKey(queryKeys.search.results(keyword, !remember)) ? previous : undefined,
    enabled: keyword !== '',
    retry: retryUnexpected,
  });
}

/**
 * The reader's recent searches, newest first. They need a token: a visitor's read would answer 401, which
 * clears the session and reloads the page, again and again before the guard could send the visitor home.
 */
export function useSearchRecords() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.search.records(),
    queryFn: async ({ signal }) => unwrap(await fetchSearchRecords({ signal })),
    enabled: loggedIn,
    retry: retryUnexpected,
  });
}

/** Forgets one keyword (or all, with none): gone from the list at once, back if the server refuses. */
export function useClearSearchRecords() {
  const queryClient = useQueryClient();
  const key = queryKeys.search.records();
  return useMutation({
    mutationFn: async (keyword?: string) => {
      const result = await clearSearchRecords(keyword);
      if (!result) throw new Error('clear refused');
      return result;
    },
    onMutate: async (keyword?: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SearchRecord[]>(key);
      queryClient.setQueryData<SearchRecord[]>(key, (records) =>
        keyword === undefined ? [] : (records ?? []).filter((record) => record.keyword !== keyword),
      );
      return { before };
    },
    onError: (_error, _keyword, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
