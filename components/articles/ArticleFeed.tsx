'use client';

import { Newspaper } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import type { ArticleFilter } from '@/lib/api/articles';
import { flattenPages } from '@/lib/api/paging';
import { useArticleFeed } from '@/lib/articles/feedQueries';
import { ArticleCard, ArticleListSkeleton } from './ArticleCard';

/** The articles of a category or a topic, loading the next page as the reader scrolls. */
export function ArticleFeed({ filter, label }: { filter: ArticleFilter; label: string }) {
  const t = useTranslations('articles');
  const feed = useArticleFeed(filter);
  const articles = useMemo(() => flattenPages(feed.data?.pages, (article) => article.id), [feed.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  if (feed.isPending) return <ArticleListSkeleton />;
  if (feed.isError && articles.length === 0) {
    return <ErrorState error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isRefetching} />;
  }
  if (articles.length === 0) {
    return <EmptyState icon={<Newspaper className="size-6" />} title={t('emptyTitle')} text={t('emptyText')} />;
  }
  return (
    <>
      <ul aria-label={label} className="flex flex-col gap-3">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={feed.isFetchNextPageError} onLoadMore={loadMore} />
    </>
  );
}
