'use client';

import { CheckCircle2, Clock, Crown, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { parseId } from '@/components/articles/articleLinks';
import { Avatar } from '@/components/ui/Avatar';
import { Button, buttonClasses } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadMore } from '@/components/ui/LoadMore';
import { Skeleton } from '@/components/ui/Skeleton';
import { showToast } from '@/components/ui/toast';
import type { UnionInfo } from '@/lib/api/unions';
import { useApplyToJoinUnion, useUnion, useUnionMembers } from '@/lib/api/unionQueries';
import { flattenPages } from '@/lib/api/paging';
import { ApiRequestError } from '@/lib/api/queryError';
import { formatDate } from '@/lib/format/time';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { loginHref } from '@/lib/navigation/guard';
import { useIsLoggedIn } from '@/lib/session/store';
import { familyHref } from './familyLinks';

function MembershipAction({ union }: { union: UnionInfo }) {
  const t = useTranslations('family');
  const loggedIn = useIsLoggedIn();
  const apply = useApplyToJoinUnion(union.id);

  if (!loggedIn) {
    return (
      <IntentPrefetchLink href={loginHref(familyHref(union.id))} className={buttonClasses('primary', 'w-full')}>
        {t('loginToApply')}
      </IntentPrefetchLink>
    );
  }
  if (union.membership === 'joined') {
    return (
      <p
        role="status"
        className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-50 text-sm font-semibold text-emerald-800"
      >
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {t('joined')}
      </p>
    );
  }
  if (union.membership === 'pending') {
    return (
      <div role="status" className="flex flex-col items-center gap-1 rounded-xl bg-amber-50 px-4 py-3 text-center">
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
          <Clock aria-hidden="true" className="size-5" />
          {t('pending')}
        </p>
        <p className="text-xs text-amber-900">{t('pendingText')}</p>
      </div>
    );
  }
  async function onApply() {
    const application = await apply.mutateAsync();
    if (application) showToast.success(t('applied'));
  }
  return (
    <Button onClick={onApply} disabled={apply.isPending} className="w-full">
      {apply.isPending ? t('applying') : t('apply')}
    </Button>
  );
}

function MemberList({ unionId }: { unionId: number }) {
  const t = useTranslations('family');
  const { timeAgo } = useTimeFormat();
  const members = useUnionMembers(unionId);
  const list = useMemo(() => flattenPages(members.data?.pages, (member) => member.userId), [members.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = members;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return (
    <section aria-labelledby="family-members" className="flex flex-col gap-2">
      <h2 id="family-members" className="text-lg font-bold text-ink">
        {t('memberList')}
      </h2>
      {members.isPending ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : members.isError && list.length === 0 ? (
        <ErrorState compact error={members.error} onRetry={() => void members.refetch()} retrying={members.isRefetching} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-3 text-sm text-ink-soft">{t('noMembers')}</p>
      ) : (
        <>
          <ul aria-labelledby="family-members" className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {list.map((member) => (
              <li key={member.userId} className="flex min-h-14 items-center gap-3 px-4 py-2">
                <Avatar src={member.avatar} name={member.nickname} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2 text-sm font-medium text-ink">
                    <span className="truncate">{member.nickname}</span>
                    {member.role === 'owner' && (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
                        <Crown aria-hidden="true" className="size-3" />
                        {t('owner')}
                      </span>
                    )}
                  </span>
                  {member.joinedAt && (
                    <span className="block text-xs text-ink-soft">{t('joinedAgo', { time: timeAgo(member.joinedAt) })}</span>
                  )}
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink">{t('score', { score: member.score.toLocaleString() })}</span>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={members.isFetchNextPageError} onLoadMore={loadMore} />
        </>
      )}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-3 p-4">
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function NotFound() {
  const t = useTranslations('family');
  return <EmptyState icon={<SearchX className="size-6" />} title={t('notFoundTitle')} text={t('notFoundText')} />;
}

/** familyDetail (`?id=`): a union, its members and joining; readable by visitors (docs/PRODUCT.md §6). */
export function FamilyDetailScreen() {
  const t = useTranslations('family');
  const id = parseId(useSearchParams().get('id'));
  const union = useUnion(id);

  if (id === null) return <NotFound />;
  if (union.isPending) return <DetailSkeleton />;
  if (union.isError) {
    const missing = union.error instanceof ApiRequestError && union.error.failure.kind === 'http' && union.error.failure.status === 404;
    if (missing) return <NotFound />;
    return <ErrorState error={union.error} onRetry={() => void union.refetch()} retrying={union.isRefetching} />;
  }
  const info = union.data;
  return (
    <div className="flex flex-col gap-6 p-4">
      <header className="flex flex-col items-center gap-2 text-center">
        <Avatar src={info.avatar} name={info.name} size="xl" />
        <h2 className="text-2xl font-bold text-ink">{info.name}</h2>
        <p className="text-sm text-ink-soft">{info.description}</p>
        <dl className="mt-1 grid w-full grid-cols-3 gap-2 rounded-2xl border border-line bg-surface p-3 text-center">
          <div>
            <dt className="text-xs text-ink-soft">{t('membersLabel')}</dt>
            <dd className="text-base font-semibold text-ink">{info.memberCount}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-ink-soft">{t('owner')}</dt>
            <dd className="truncate text-base font-semibold text-ink">{info.owner.nickname}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-soft">{t('founded')}</dt>
            <dd className="text-base font-semibold text-ink">
              <time dateTime={info.createdAt}>{formatDate(info.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </header>
      <MembershipAction union={info} />
      <MemberList unionId={info.id} />
    </div>
  );
}
