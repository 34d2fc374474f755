import { fetchTopArticles, TOP_ARTICLE_COUNT, TOP_ARTICLES_PATH } from '@/lib/api/articles';
import { sendEarlyRead, takePrerenderRead, type EarlyPaint } from '@/lib/api/earlyReads';
import { queryKeys } from '@/lib/api/queryKeys';
import { appConfig } from '@/lib/config';

// Home's early read; the article's is in articleEarlyRead.ts, so Home's script leaves it out.
// The prerendered pages ask the app's own origin, before /config.json is read: where it names another origin for
// the API, the client asks there again instead (RequestOptions.sent matches the address).

/** Home's pinned articles, which its prerendered page asks for and draws itself (TopArticlesSection). */
export const TOP_ARTICLES_EARLY_PAINT: EarlyPaint = {
  url: `${appConfig.mainApiPath}${TOP_ARTICLES_PATH}?size=${TOP_ARTICLE_COUNT}`,
  slot: '__topArticlesRead',
};

/** Home's first view: the pinned articles, whose first title is the screen's largest text. */
export function sendHomeReadsEarly(): void {
  if (typeof window === 'undefined') return;
  const sent = takePrerenderRead(TOP_ARTICLES_EARLY_PAINT.slot);
  sendEarlyRead(queryKeys.articles.top(), () => fetchTopArticles(TOP_ARTICLE_COUNT, { sent }));
}
