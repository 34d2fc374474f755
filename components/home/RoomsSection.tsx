'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RoomCard, RoomCardSkeleton } from '@/components/live/RoomCard';
import { ErrorState } from '@/components/ui/ErrorState';
import { useRecommendedRooms } from '@/lib/api/recommendedRooms';
import { SectionHeader } from './SectionHeader';

function RoomsFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="recommended-rooms" className="flex flex-col gap-2">
      <SectionHeader id="recommended-rooms" title={t('recommendedRooms')} more={{ href: '/live', label: t('seeAll') }} />
      {children}
    </section>
  );
}

function RoomsRow({ children }: { children: ReactNode }) {
  return (
    // Focusable so keyboard readers can scroll the row: the cards themselves are not links.
    <ul
      aria-labelledby="recommended-rooms"
      tabIndex={0}
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </ul>
  );
}

/** The section while its rooms are read. */
export function RoomsSkeleton() {
  return (
    <RoomsFrame>
      <RoomsRow>
        {[0, 1].map((index) => (
          <li key={index} className="w-60 shrink-0">
            <RoomCardSkeleton />
          </li>
        ))}
      </RoomsRow>
    </RoomsFrame>
  );
}

/** The first recommended rooms as a row; the Live tab lists them all. */
export function RoomsSection() {
  const rooms = useRecommendedRooms();
  const firstPage = rooms.data?.list ?? [];
  if (rooms.isPending) return <RoomsSkeleton />;
  if (rooms.isSuccess && firstPage.length === 0) return null;
  return (
    <RoomsFrame>
      {rooms.isError ? (
        <ErrorState compact error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} />
      ) : (
        <RoomsRow>
          {firstPage.map((room) => (
            <li key={room.id} className="w-60 shrink-0 snap-start">
              <RoomCard room={room} className="h-full" />
            </li>
          ))}
        </RoomsRow>
      )}
    </RoomsFrame>
  );
}
