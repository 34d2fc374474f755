import { ARTICLE_PAGE_SIZE, type ArticleSummary } from './articles';
import { mainApi } from './clients';
import type { ApiResult } from './failure';
import type { Page } from '@/lib/protocol';
import type { RequestOptions } from './client';
import type { Schemas } from './schema';

// The search screen's reads, apart from the articles' own: no other page loads them.

export type SearchRecord = Schemas['SearchRecord'];

/** A page of matches; `remember` adds the keyword to the reader's records (a search they asked for, not one made as they type). */
export function searchArticles(
  keyword: string,
  page: number,
  remember: boolean,
  options?: RequestOptions,
): Promise<ApiResult<Page<ArticleSummary>>> {
  return mainApi.request(
    'GET',
    '/app/article/search',
    { keyword, remember: remember ? 'true' : 'false', page, size: ARTICLE_PAGE_SIZE },
    options,
  );
}

export function fetchSearchRecords(options?: RequestOptions): Promise<ApiResult<SearchRecord[]>> {
  return mainApi.request('GET', '/app/article/search-record', undefined, options);
}

/** Forgets one keyword, or every one when none is given; failures are shown by the API feedback. */
export function clearSearchRecords(keyword?: string): Promise<{ cleared: number } | null> {
  return mainApi.post('/app/article/search-record/clear', keyword === undefined ? {} : { keyword });
}
