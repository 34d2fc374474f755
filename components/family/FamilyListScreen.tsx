'use client';

import { ChevronRight, UsersRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { useCallback, useMemo } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUnions } from '@/lib/api/unionQueries';
import { flattenPages } from '@/lib/api/paging';
import { familyHref } from './familyLinks';

function ListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** familyList: the unions, largest first, each opening its detail. */
export function FamilyListScreen() {
  const t = useTranslations('family');
  const unions = useUnions();
  const list = useMemo(() => flattenPages(unions.data?.pages, (union) => union.id), [unions.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = unions;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  let content;
  if (unions.isPending) content = <ListSkeleton />;
  else if (unions.isError && list.length === 0) {
    content = <ErrorState error={unions.error} onRetry={() => void unions.refetch()} retrying={unions.isRefetching} />;
  } else if (list.length === 0) {
    content = <EmptyState icon={<UsersRound className="size-6" />} title={t('emptyTitle')} text={t('emptyText')} />;
  } else {
    content = (
      <>
        <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
          {list.map((union) => (
            <li key={union.id}>
              <IntentPrefetchLink
                href={familyHref(union.id)}
                className="flex min-h-20 items-center gap-3 rounded-2xl border border-line bg-surface p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Avatar src={union.avatar} name={union.name} size="lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-base font-semibold text-ink">{union.name}</span>
                  <span className="block truncate text-sm text-ink-soft">{union.description}</span>
                  <span className="block text-xs text-ink-soft">{t('members', { count: union.memberCount })}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
              </IntentPrefetchLink>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={unions.isFetchNextPageError} onLoadMore={loadMore} />
      </>
    );
  }
  return <div className="flex flex-col gap-3 p-4">{content}</div>;
}
