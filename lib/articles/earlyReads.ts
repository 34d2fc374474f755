import { preload } from 'react-dom';
import { ARTICLE_PATH, fetchArticle, fetchTopArticles, TOP_ARTICLE_COUNT, TOP_ARTICLES_PATH } from '@/lib/api/articles';
import { sendEarlyRead, takePrerenderRead, type EarlyPaint } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { appConfig } from '@/lib/config';
import { findRoute } from '@/lib/navigation/routes';
import { loadArticleSanitizer } from './queries';

// The prerendered pages ask the app's own origin, before /config.json is read: where it names another origin for
// the API, the client asks there again instead (RequestOptions.sent matches the address).

/** Home's pinned articles, which its prerendered page asks for and draws itself (TopArticlesSection). */
export const TOP_ARTICLES_EARLY_PAINT: EarlyPaint = {
  url: `${appConfig.mainApiPath}${TOP_ARTICLES_PATH}?size=${TOP_ARTICLE_COUNT}`,
  slot: '__topArticlesRead',
};

/** The article of the page's `?id=`, which its prerendered page asks for and draws itself (ArticleDetail). */
export const ARTICLE_EARLY_PAINT: EarlyPaint = {
  url: `${appConfig.mainApiPath}${ARTICLE_PATH}`,
  idParameter: 'id',
  slot: '__articleRead',
  mainImage: true,
  signedInOnly: true,
};

/** Home's first view: the pinned articles, whose first title is the screen's largest text. */
export function sendHomeReadsEarly(): void {
  if (typeof window === 'undefined') return;
  const sent = takePrerenderRead(TOP_ARTICLES_EARLY_PAINT.slot);
  sendEarlyRead(queryKeys.articles.top(), () => fetchTopArticles(TOP_ARTICLE_COUNT, { sent }));
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
  const sent = takePrerenderRead(ARTICLE_EARLY_PAINT.slot);
  sendEarlyRead(queryKeys.articles.detail(id), async () => {
    const result = await fetchArticle(id, { sent });
    if (result.ok && result.data.cover) preload(result.data.cover, { as: 'image', fetchPriority: 'high' });
    return result;
  });
}
