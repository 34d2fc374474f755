'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import { ArticleCard, ArticleListSkeleton } from '@/components/articles/ArticleCard';
import { ErrorState } from '@/components/ui/ErrorState';
import { earlyPaintScript } from '@/components/ui/earlyPaint';
import { PrerenderScript } from '@/components/ui/PrerenderScript';
import { TOP_ARTICLE_COUNT } from '@/lib/api/articles';
import { TOP_ARTICLES_EARLY_PAINT } from '@/lib/articles/earlyReads';
import { useTopArticles } from '@/lib/articles/queries';
import { SectionHeader } from './SectionHeader';

// Written by the prerender alone (PrerenderScript): `typeof window` is fixed in each build, so the browser's
// bundle leaves the script's builder out.
const PAINT_TOP_ARTICLES_SCRIPT = typeof window === 'undefined' ? earlyPaintScript(TOP_ARTICLES_EARLY_PAINT) : '';

/**
 * The section as it stands before the app runs, without the early paint: what the prerendered page shows in its
 * place when the page streams the section after the rest (see HomeScreen).
 */
export function TopArticlesSkeleton() {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="top-articles" className="flex flex-col gap-2">
      <SectionHeader id="top-articles" title={t('topArticles')} />
      <ArticleListSkeleton count={TOP_ARTICLE_COUNT} />
    </section>
  );
}

/** The pinned articles, newest first. */
export function TopArticlesSection() {
  const t = useTranslations('home');
  const top = useTopArticles();
  // The cards render in a deferred pass React splits into short tasks, not in the task the answer arrives in.
  const articles = useDeferredValue(top.data);
  // Nothing pinned: the section has nothing to say.
  if (!top.isError && articles?.length === 0) return null;
  return (
    <section aria-labelledby="top-articles" className="flex flex-col gap-2">
      <SectionHeader id="top-articles" title={t('topArticles')} />
      {top.isError ? (
        <ErrorState compact error={top.error} onRetry={() => void top.refetch()} retrying={top.isRefetching} />
      ) : !articles ? (
        // As many as are asked for, so the sections below stay where they are when the articles arrive;
        // the prerendered page draws the titles and covers into them before the app has loaded.
        <>
          <ArticleListSkeleton count={TOP_ARTICLE_COUNT} earlyPaint={TOP_ARTICLES_EARLY_PAINT} />
          <PrerenderScript source={PAINT_TOP_ARTICLES_SCRIPT} />
        </>
      ) : (
        <ul aria-labelledby="top-articles" className="flex flex-col gap-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}
