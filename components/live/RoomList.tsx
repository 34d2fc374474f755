'use client';

import { Radio, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { useRooms } from '@/lib/api/communityQueries';
import { flattenPages } from '@/lib/api/paging';
import { RoomCard } from './RoomCard';
import { RoomCardSkeleton } from './RoomCardSkeleton';

/** Recommended rooms (no keyword) or the rooms matching a keyword, loading more as the reader scrolls. */
export function RoomList({ keyword = '', label }: { keyword?: string; label: string }) {
  const t = useTranslations('live');
  const rooms = useRooms(keyword);
  const list = useMemo(() => flattenPages(rooms.data?.pages, (room) => room.id), [rooms.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = rooms;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  if (rooms.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <RoomCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (rooms.isError && list.length === 0) {
    return <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} />;
  }
  if (list.length === 0) {
    return keyword ? (
      <EmptyState icon={<SearchX className="size-6" />} title={t('noResultsTitle')} text={t('noResultsText', { keyword })} />
    ) : (
      <EmptyState icon={<Radio className="size-6" />} title={t('emptyTitle')} text={t('emptyText')} />
    );
  }
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {list.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} className="h-full" />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={rooms.isFetchNextPageError} onLoadMore={loadMore} />
    </>
  );
}
