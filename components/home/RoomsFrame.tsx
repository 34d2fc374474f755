'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RoomCardSkeleton } from '@/components/live/RoomCardSkeleton';
import { SectionHeader } from './SectionHeader';

/** The recommended rooms' section around its row, the same whether the rooms are read or on their way. */
export function RoomsFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="recommended-rooms" className="flex flex-col gap-2">
      <SectionHeader id="recommended-rooms" title={t('recommendedRooms')} more={{ href: '/live', label: t('seeAll') }} />
      {children}
    </section>
  );
}

export function RoomsRow({ children }: { children: ReactNode }) {
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

/** The section while its script or its rooms are on their way. */
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
