'use client';

import { Clock, SearchX, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { ArticleCard, ArticleListSkeleton } from '@/components/articles/ArticleCard';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { Skeleton } from '@/components/ui/Skeleton';
import { flattenPages } from '@/lib/api/paging';
import { normaliseKeyword, useArticleSearch, useClearSearchRecords, useSearchRecords } from '@/lib/articles/searchQueries';
import { SearchField } from './SearchField';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing settles this long before a search goes out. */
const SEARCH_DEBOUNCE_MS = 400;

function SearchRecords({ onPick }: { onPick: (keyword: string) => void }) {
  const t = useTranslations('search');
  const records = useSearchRecords();
  const clear = useClearSearchRecords();

  if (records.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-wrap gap-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-11 w-24 rounded-full" />
        ))}
      </div>
    );
  }
  if (records.isError) {
    return <ErrorState compact error={records.error} onRetry={() => void records.refetch()} retrying={records.isRefetching} />;
  }
  if (records.data.length === 0) {
    return <EmptyState icon={<Clock className="size-6" />} title={t('noRecordsTitle')} text={t('noRecordsText')} />;
  }
  return (
    <section aria-labelledby="search-records" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="search-records" className="text-sm font-semibold text-ink-soft">
          {t('recent')}
        </h2>
        <Button variant="ghost" onClick={() => clear.mutate(undefined)} className="text-ink-soft">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('clearAll')}
        </Button>
      </div>
      <ul aria-labelledby="search-records" className="flex flex-wrap gap-2">
        {records.data.map((record) => (
          <li key={record.keyword} className="flex min-h-11 items-center rounded-full border border-line bg-surface">
            <button
              type="button"
              onClick={() => onPick(record.keyword)}
              className="min-h-11 max-w-56 truncate rounded-l-full pr-1 pl-4 text-sm text-ink hover:bg-muted"
            >
              {record.keyword}
            </button>
            <button
              type="button"
              onClick={() => clear.mutate(record.keyword)}
              aria-label={t('removeRecord', { keyword: record.keyword })}
              className="flex size-11 items-center justify-center rounded-r-full text-ink-soft hover:bg-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchResults({ keyword, remember }: { keyword: string; remember: boolean }) {
  const t = useTranslations('search');
  const search = useArticleSearch(keyword, remember);
  const articles = useMemo(() => flattenPages(search.data?.pages, (article) => article.id), [search.data]);
  const total = search.data?.pages[0]?.total ?? 0;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = search;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  if (search.isPending) return <ArticleListSkeleton />;
  if (search.isError && articles.length === 0) {
    return <ErrorState error={search.error} onRetry={() => void search.refetch()} retrying={search.isRefetching} />;
  }
  if (articles.length === 0) {
    return <EmptyState icon={<SearchX className="size-6" />} title={t('noResultsTitle')} text={t('noResultsText', { keyword })} />;
  }
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-3">
      <h2 id="search-results" className="text-sm font-semibold text-ink-soft" aria-live="polite">
        {t('resultCount', { count: total, keyword })}
      </h2>
      <ul aria-labelledby="search-results" className="flex flex-col gap-3">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={search.isFetchNextPageError} onLoadMore={loadMore} />
    </section>
  );
}

/** searchContent: search articles as you type; with an empty box, the recent searches. */
export function ArticleSearchScreen() {
  const t = useTranslations('search');
  const [input, setInput] = useState('');
  // Enter or picking a record searches at once, without waiting for the debounce, and is remembered.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const keyword = normaliseKeyword(submitted ?? debounced);

  function change(value: string) {
    setInput(value);
    setSubmitted(null);
  }

  function searchNow(value: string) {
    setInput(value);
    setSubmitted(value);
  }

  return (
    <div className="flex flex-col gap-4 p-4">
      <SearchField
        value={input}
        onChange={change}
        onSubmit={() => searchNow(input)}
        label={t('articlesLabel')}
        placeholder={t('articlesPlaceholder')}
      />
      {keyword && normaliseKeyword(input) ? (
        <SearchResults keyword={keyword} remember={submitted !== null} />
      ) : (
        <SearchRecords onPick={searchNow} />
      )}
    </div>
  );
}
