'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { SearchEntry } from '@/components/search/SearchEntry';
import { ErrorState } from '@/components/ui/ErrorState';
import { lazyAfterHydration } from '@/components/ui/lazyAfterHydration';
import { PullToRefresh } from '@/components/ui/PullToRefresh';
import { WhenNear } from '@/components/ui/WhenNear';
import { queryKeys } from '@/lib/api/queryKeys';
import { sendHomeReadsEarly } from '@/lib/articles/earlyReads';
import { useIsLoggedIn } from '@/lib/session/store';
import { CategoriesSection, TopicsSkeleton } from './CategoriesSection';
import { RoomsSkeleton } from './RoomsFrame';
import { TopArticlesSection, TopArticlesSkeleton } from './TopArticlesSection';

// Sent as this module runs, just before hydration, instead of once the sections have rendered.
sendHomeReadsEarly();

/**
 * Only a signed-in reader sees the ranking: a visitor, whom every prerendered page shows, never downloads it; a
 * reader downloads it and reads it once they scroll near it.
 */
const RankingSection = lazyAfterHydration(
  () => import('@/components/ranking/RankingSection').then((module) => module.RankingSection),
  null,
  (retry) => <SectionLoadFailed onRetry={retry} />,
);

/**
 * The recommended rooms lie below the first screen: their script and their read wait until the reader scrolls near
 * them, their skeleton holding their place meanwhile.
 */
const RoomsSection = lazyAfterHydration(
  () => import('./RoomsSection').then((module) => module.RoomsSection),
  <RoomsSkeleton />,
  (retry) => <SectionLoadFailed onRetry={retry} />,
);

/** A section whose script could not load (offline before the service worker kept it): the page goes on without it. */
function SectionLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <ErrorState error={null} onRetry={onRetry} compact />;
}

/**
 * The ranking, for a signed-in reader alone. The page hydrates as a visitor's and then learns of the session: read
 * here, that re-renders this part only, where read by the screen it re-rendered every section in one task.
 */
function ReaderRanking() {
  const loggedIn = useIsLoggedIn();
  return (
    loggedIn && (
      <WhenNear>
        <RankingSection />
      </WhenNear>
    )
  );
}

/** The Home tab: search, categories and topics, pinned articles, recommended rooms and the ranking. */
export function HomeScreen() {
  const t = useTranslations('home');
  const queryClient = useQueryClient();

  function refresh() {
    return Promise.all([
      queryClient.refetchQueries({ queryKey: queryKeys.articles.categories() }),
      queryClient.refetchQueries({ queryKey: queryKeys.articles.top() }),
      queryClient.refetchQueries({ queryKey: queryKeys.rooms.all }),
      queryClient.refetchQueries({ queryKey: queryKeys.ranking.list() }),
    ]);
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-6 p-4">
        <SearchEntry href="/home/searchContent" label={t('searchPlaceholder')} />
        {/*
          Each section hydrates on its own, in tasks short enough that a tap is never kept waiting. The prerender
          may stream a large section after the rest of the page, and a slow phone paints before it arrives: each
          fallback takes the section's place at its size, so nothing below moves. The rooms hold theirs with their
          skeleton until the reader comes near; the ranking, last, moves nothing.
        */}
        <Suspense fallback={<TopArticlesSkeleton />}>
          <TopArticlesSection />
        </Suspense>
        <Suspense fallback={<TopicsSkeleton />}>
          <CategoriesSection />
        </Suspense>
        <WhenNear placeholder={<RoomsSkeleton />}>
          <RoomsSection />
        </WhenNear>
        <ReaderRanking />
      </div>
    </PullToRefresh>
  );
}
