import { preload } from 'react-dom';
import { fetchArticle, fetchTopArticles, TOP_ARTICLE_COUNT } from '@/lib/api/articles';
import { sendEarlyRead } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { findRoute } from '@/lib/navigation/routes';
import { loadArticleSanitizer } from './queries';

/** Home's first view: the pinned articles, whose first title is the screen's largest text. */
export function sendHomeReadsEarly(): void {
  sendEarlyRead(queryKeys.articles.top(), () => fetchTopArticles(TOP_ARTICLE_COUNT));
}

/**
 * The article the address names (`idOf` reads it from the query string), when the page opened is that
 * article, and the sanitiser its body needs; its cover, the screen's largest image, is preloaded as soon as
 * the answer names it instead of when the article renders.
 */
export function sendArticleReadEarly(idOf: (search: URLSearchParams) => number | null): void {
  if (typeof window === 'undefined' || findRoute(window.location.pathname)?.name !== 'inforDetail') return;
  const id = idOf(new URLSearchParams(window.location.search));
  if (id === null) return;
  void loadArticleSanitizer();
  sendEarlyRead(queryKeys.articles.detail(id), async () => {
    const result = await fetchArticle(id);
    if (result.ok && result.data.cover) preload(result.data.cover, { as: 'image', fetchPriority: 'high' });
    return result;
  });
}
