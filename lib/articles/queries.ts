'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchArticle, fetchCategories, fetchTopArticles, TOP_ARTICLE_COUNT, type ArticleDetail } from '@/lib/api/articles';
import { takeEarlyRead } from '@/lib/api/earlyReads';
import { retryUnexpected, unwrap } from '@/lib/api/queryError';
import { queryKeys } from '@/lib/api/queryKeys';
import { withTimeFormats } from '@/lib/format/useTimeFormat';

/** Categories change rarely; a visit reads them once unless the reader pulls to refresh. */
const CATEGORIES_STALE_MS = 5 * 60_000;

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.articles.categories(),
    queryFn: async ({ signal }) => unwrap(await fetchCategories({ signal })),
    staleTime: CATEGORIES_STALE_MS,
    retry: retryUnexpected,
  });
}

export function useTopArticles() {
  return useQuery({
    queryKey: queryKeys.articles.top(),
    queryFn: async ({ queryKey, signal }) =>
      unwrap(await withTimeFormats(takeEarlyRead(queryKey, () => fetchTopArticles(TOP_ARTICLE_COUNT, { signal })))),
    retry: retryUnexpected,
  });
}

/** An article as the screen shows it: its author's HTML replaced by the sanitised `safeBody`. */
export type ShownArticle = Omit<ArticleDetail, 'body'> & { safeBody: string };

/**
 * The sanitiser loads beside the article's read, not among the scripts the page waits for before it hydrates;
 * `sendArticleReadEarly` starts it with the read.
 */
export const loadArticleSanitizer = () => import('./sanitizeArticleHtml');

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: queryKeys.articles.detail(id ?? 0),
    queryFn: async ({ queryKey, signal }): Promise<ShownArticle> => {
      const [result, { sanitizeArticleHtml }] = await Promise.all([
        withTimeFormats(takeEarlyRead(queryKey, () => fetchArticle(id ?? 0, { signal }))),
        loadArticleSanitizer(),
      ]);
      const { body, ...article } = unwrap(result);
      return { ...article, safeBody: await sanitizeArticleHtml(body) };
    },
    enabled: id !== null,
    retry: retryUnexpected,
  });
}
