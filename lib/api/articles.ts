import { mainApi } from './clients';
import type { ApiResult } from './failure';
import type { Page } from '@/lib/protocol';
import type { RequestOptions } from './client';
import type { Schemas } from './schema';

export type CategoryWithTopics = Schemas['CategoryWithTopics'];
export type Topic = CategoryWithTopics['topics'][number];
export type ArticleSummary = Schemas['ArticleSummary'];
/** An article with its body: HTML as written by its author, to be sanitised before rendering. */
export type ArticleDetail = Schemas['ArticleDetail'];

export const ARTICLE_PAGE_SIZE = 10;
export const TOP_ARTICLE_COUNT = 5;

export function fetchCategories(options?: RequestOptions): Promise<ApiResult<CategoryWithTopics[]>> {
  return mainApi.request('GET', '/public/article/topic-by-category', undefined, options);
}

/** The pinned articles, which home's prerendered page also asks for itself (TopArticlesSection). */
export const TOP_ARTICLES_PATH = '/public/article/top-article';

export function fetchTopArticles(size: number, options?: RequestOptions): Promise<ApiResult<ArticleSummary[]>> {
  return mainApi.request('GET', TOP_ARTICLES_PATH, { size }, options);
}

export interface ArticleFilter {
  categoryId?: number;
  topicId?: number;
}

export function fetchArticlePage(filter: ArticleFilter, page: number, options?: RequestOptions): Promise<ApiResult<Page<ArticleSummary>>> {
  return mainApi.request('GET', '/public/article/list', { ...filter, page, size: ARTICLE_PAGE_SIZE }, options);
}

/** One article, which the article's prerendered page also asks for itself (ArticleDetail). */
export const ARTICLE_PATH = '/public/article/info';

export function fetchArticle(id: number, options?: RequestOptions): Promise<ApiResult<ArticleDetail>> {
  return mainApi.request('GET', ARTICLE_PATH, { id }, options);
}
