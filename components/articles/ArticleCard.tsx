'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { GuardedLink } from '@/components/navigation/GuardedLink';
import { Avatar } from '@/components/ui/Avatar';
import { Cover } from '@/components/ui/Cover';
import { EarlyPaintCover, EarlyPaintTitle } from '@/components/ui/earlyPaint';
import { Skeleton } from '@/components/ui/Skeleton';
import type { ArticleSummary } from '@/lib/api/articles';
import type { EarlyPaint } from '@/lib/api/earlyReads';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { articleHref } from './articleLinks';

/** One article in a list: title, cover, author and how long ago it was published. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const t = useTranslations('articles');
  const { timeAgo, clockDate } = useTimeFormat();
  return (
    <li>
      <GuardedLink
        href={articleHref(article.id)}
        className="flex min-h-28 gap-3 rounded-2xl border border-line bg-surface p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 className="line-clamp-2 text-base leading-snug font-semibold text-ink">{article.title}</h3>
          <div className="mt-auto flex min-w-0 items-center gap-2 text-xs text-ink-soft">
            <Avatar src={article.author.avatar} name={article.author.nickname} size="sm" />
            <span className="truncate">{article.author.nickname}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.createdAt} title={clockDate(article.createdAt)} className="shrink-0">
              {timeAgo(article.createdAt)}
            </time>
            <span className="ml-auto flex shrink-0 items-center gap-1" title={t('views', { count: article.views })}>
              <Eye aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('views', { count: article.views })}</span>
              <span aria-hidden="true">{article.views}</span>
            </span>
          </div>
        </div>
        <Cover src={article.cover} className="h-20 w-28 shrink-0 rounded-xl" />
      </GuardedLink>
    </li>
  );
}

/**
 * The shape of an ArticleCard while it loads. With `earlyPaint`, it holds empty places for the title and the
 * cover that the prerendered page's script for that read fills before the app has loaded (components/ui/earlyPaint).
 */
export function ArticleCardSkeleton({ earlyPaint, index = 0 }: { earlyPaint?: EarlyPaint; index?: number }) {
  return (
    <li
      aria-hidden="true"
      data-early-item={earlyPaint ? '' : undefined}
      className="flex min-h-28 gap-3 rounded-2xl border border-line bg-surface p-3"
    >
      <div className="flex flex-1 flex-col gap-2">
        {earlyPaint && (
          <EarlyPaintTitle
            slot={earlyPaint.slot}
            index={index}
            heading="h3"
            className="line-clamp-2 text-base leading-snug font-semibold text-ink"
          />
        )}
        <Skeleton className="h-4 w-full early-painted:hidden" />
        <Skeleton className="h-4 w-2/3 early-painted:hidden" />
        <Skeleton className="mt-auto h-4 w-1/2" />
      </div>
      {earlyPaint ? (
        <EarlyPaintCover slot={earlyPaint.slot} index={index} className="h-20 w-28 shrink-0 rounded-xl" />
      ) : (
        <Skeleton className="h-20 w-28 shrink-0 rounded-xl" />
      )}
    </li>
  );
}

export function ArticleListSkeleton({ count = 4, earlyPaint }: { count?: number; earlyPaint?: EarlyPaint }) {
  return (
    <ul className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        <ArticleCardSkeleton key={index} earlyPaint={earlyPaint} index={index} />
      ))}
    </ul>
  );
}
