import { preload } from 'react-dom';
import { ARTICLE_PATH, fetchArticle } from '@/lib/api/articles';
import { sendEarlyRead, takePrerenderRead, type EarlyPaint } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { appConfig } from '@/lib/config';
import { findRoute } from '@/lib/navigation/routes';
import { loadArticleSanitizer } from './queries';

// The article page's early read, apart from Home's (earlyReads.ts) so neither page's script carries the other's.
// Asked of the app's own origin, as Home's is (see there).

/** The article of the page's `?id=`, which its prerendered page asks for and draws itself (ArticleDetail). */
export const ARTICLE_EARLY_PAINT: EarlyPaint = {
  url: `${appConfig.mainApiPath}${ARTICLE_PATH}`,
  idParameter: 'id',
  slot: '__articleRead',
  mainImage: true,
  signedInOnly: true,
};

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
