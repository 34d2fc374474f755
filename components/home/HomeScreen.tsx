'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RankingSection } from '@/components/ranking/RankingSection';
import { SearchEntry } from '@/components/search/SearchEntry';
import { PullToRefresh } from '@/components/ui/PullToRefresh';
import { queryKeys } from '@/lib/api/queryKeys';
import { sendHomeReadsEarly } from '@/lib/articles/earlyReads';
import { CategoriesSection } from './CategoriesSection';
import { RoomsSection } from './RoomsSection';
import { TopArticlesSection } from './TopArticlesSection';

// Sent as this module runs, just before hydration, instead of once the sections have rendered.
sendHomeReadsEarly();

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
        <TopArticlesSection />
        <CategoriesSection />
        <RoomsSection />
        <RankingSection />
      </div>
    </PullToRefresh>
  );
}
