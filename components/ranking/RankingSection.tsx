'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SectionHeader } from '@/components/home/SectionHeader';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import type { RankedUser } from '@/lib/api/community';
import { useRanking } from '@/lib/api/communityQueries';
import { flattenPages } from '@/lib/api/paging';

/** How many rows the section shows before the reader asks for more. */
const FIRST_ROWS = 10;

function RankRow({ user, isSelf }: { user: RankedUser; isSelf: boolean }) {
  const t = useTranslations('ranking');
  const formattedScore = user.score.toLocaleString();
  return (
    <li aria-current={isSelf ? 'true' : undefined} className={`flex min-h-14 items-center gap-3 px-4 py-2 ${isSelf ? 'bg-brand/10' : ''}`}>
      <span className={`w-8 shrink-0 text-center text-sm font-bold ${user.rank <= 3 ? 'text-brand' : 'text-ink-soft'}`}>
        <span className="sr-only">{t('rank')} </span>
        {user.rank}
      </span>
      <Avatar src={user.avatar} name={user.nickname} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
        {user.nickname}
        {isSelf && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">{t('you')}</span>}
      </span>
      <span className="shrink-0 text-sm font-semibold text-ink">{t('score', { score: formattedScore })}</span>
    </li>
  );
}

function RankingSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

function RankingList() {
  const t = useTranslations('ranking');
  const ranking = useRanking();
  const rows = useMemo(() => flattenPages(ranking.data?.pages, (user) => user.userId), [ranking.data]);
  const self = ranking.data?.pages[0]?.self ?? null;
  const [shown, setShown] = useState(FIRST_ROWS);

  if (ranking.isPending) return <RankingSkeleton />;
  if (ranking.isError && rows.length === 0) {
    return <ErrorState compact error={ranking.error} onRetry={() => void ranking.refetch()} retrying={ranking.isRefetching} />;
  }
  if (rows.length === 0)
    return <p className="rounded-2xl border border-dashed border-line px-4 py-3 text-sm text-ink-soft">{t('empty')}</p>;

  const visible = rows.slice(0, shown);
  const selfVisible = self !== null && visible.some((user) => user.userId === self.userId);
  const canShowMore = rows.length > shown || ranking.hasNextPage;

  async function showMore() {
    if (rows.length <= shown && ranking.hasNextPage) await ranking.fetchNextPage();
    setShown(shown + FIRST_ROWS);
  }

  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t('title')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {visible.map((user) => (
          <RankRow key={user.userId} user={user} isSelf={user.userId === self?.userId} />
        ))}
      </ol>
      {self && !selfVisible && (
        <ul aria-label={t('yourRank')} className="overflow-hidden rounded-2xl border border-brand/40 bg-surface">
          <RankRow user={self} isSelf />
        </ul>
      )}
      {canShowMore && (
        <Button variant="ghost" onClick={showMore} disabled={ranking.isFetchingNextPage} className="self-center text-ink-soft">
          {ranking.isFetchingNextPage ? t('loadingMore') : t('showMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * The user ranking (rank, avatar, name, score), the reader's own row highlighted. The ranking needs a token:
 * Home draws the section for a signed-in reader alone (the header already offers visitors login).
 */
export function RankingSection() {
  const t = useTranslations('ranking');
  return (
    <section aria-labelledby="ranking" className="flex flex-col gap-2">
      <SectionHeader id="ranking" title={t('title')} />
      <RankingList />
    </section>
  );
}
