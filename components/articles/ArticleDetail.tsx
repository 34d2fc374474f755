'use client';

import { Eye, SearchX, Share2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Cover } from '@/components/ui/Cover';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { EarlyPaintCover, EarlyPaintTitle, earlyPaintScript } from '@/components/ui/earlyPaint';
import { PrerenderScript } from '@/components/ui/PrerenderScript';
import { Skeleton } from '@/components/ui/Skeleton';
import { showToast } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/api/queryError';
import { ARTICLE_EARLY_PAINT, sendArticleReadEarly } from '@/lib/articles/articleEarlyRead';
import { useArticle, type ShownArticle } from '@/lib/articles/queries';
import { shareLink, shareOrCopy } from '@/lib/articles/shareLink';
import { copyText } from '@/lib/browser/clipboard';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { session } from '@/lib/session/store';
import { parseId, topicHref } from './articleLinks';

// Sent as this module runs, just before hydration, instead of once the screen has rendered.
sendArticleReadEarly((search) => parseId(search.get('id')));

/** Typography for the article's own HTML, which arrives without classes. */
const BODY_CLASSES =
  'text-base leading-relaxed text-ink break-words [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-ink-soft [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg ' +
  '[&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full ' +
  '[&_img]:rounded-xl [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_pre]:overflow-x-auto ' +
  '[&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-3 [&_table]:block [&_table]:overflow-x-auto [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6';

function ShareButton({ article }: { article: ShownArticle }) {
  const t = useTranslations();
  async function share() {
    const url = shareLink(window.location.href, session.get().userInfo?.shareCode);
    const outcome = await shareOrCopy({ title: article.title, url }, copyText);
    if (outcome === 'copied') showToast.success(t('clipboard.copied'));
    else if (outcome === 'failed') showToast.danger(t('clipboard.failed'));
  }
  return (
    <Button variant="secondary" onClick={share} className="w-full">
      <Share2 aria-hidden="true" className="size-5" />
      {t('articles.share')}
    </Button>
  );
}

/**
 * The shape of the article while it loads, with places for its title and cover that the prerendered page's
 * script fills as soon as the article arrives (components/ui/earlyPaint).
 */
function ArticleSkeleton() {
  return (
    <div aria-hidden="true" data-early-item="" className="flex flex-col gap-4 p-4">
      <EarlyPaintTitle slot={ARTICLE_EARLY_PAINT.slot} index={0} heading="h2" className="text-2xl leading-tight font-bold text-ink" />
      <Skeleton className="h-7 w-full early-painted:hidden" />
      <Skeleton className="h-7 w-2/3 early-painted:hidden" />
      <Skeleton className="h-10 w-1/2" />
      <EarlyPaintCover slot={ARTICLE_EARLY_PAINT.slot} index={0} className="aspect-video w-full rounded-2xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

function NotFound() {
  const t = useTranslations('articles');
  return <EmptyState icon={<SearchX className="size-6" />} title={t('notFoundTitle')} text={t('notFoundText')} />;
}

function ArticleView({ article }: { article: ShownArticle }) {
  const t = useTranslations('articles');
  const { clockDate } = useTimeFormat();
  return (
    <article className="flex flex-col gap-4 p-4">
      <header className="flex flex-col gap-3">
        {article.topicId !== null && article.topicName && (
          <IntentPrefetchLink
            href={topicHref(article.topicId)}
            className="self-start text-xs font-semibold tracking-wide text-brand uppercase"
          >
            {article.categoryName} · {article.topicName}
          </IntentPrefetchLink>
        )}
        <h2 className="text-2xl leading-tight font-bold text-ink">{article.title}</h2>
        <div className="flex items-center gap-3">
          <Avatar src={article.author.avatar} name={article.author.nickname} />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-ink">{article.author.nickname}</p>
            <p className="flex items-center gap-2 text-ink-soft">
              <time dateTime={article.createdAt}>{clockDate(article.createdAt)}</time>
              <span aria-hidden="true">·</span>
              <span className="flex items-center gap-1">
                <Eye aria-hidden="true" className="size-3.5" />
                {t('views', { count: article.views })}
              </span>
            </p>
          </div>
        </div>
      </header>
      {article.cover && <Cover src={article.cover} priority className="aspect-video w-full rounded-2xl" />}
      {/* Sanitised as it was read (useArticle): no script, handler, script URL or frame survives. */}
      <div className={BODY_CLASSES} dangerouslySetInnerHTML={{ __html: article.safeBody }} />
      <ShareButton article={article} />
    </article>
  );
}

/** One article, its HTML sanitised, with share. */
function ArticleDetail() {
  const id = parseId(useSearchParams().get('id'));
  const article = useArticle(id);
  if (id === null) return <NotFound />;
  if (article.isPending) return <ArticleSkeleton />;
  if (article.isError) {
    const missing =
      article.error instanceof ApiRequestError && article.error.failure.kind === 'http' && article.error.failure.status === 404;
    if (missing) return <NotFound />;
    return <ErrorState error={article.error} onRetry={() => void article.refetch()} retrying={article.isRefetching} />;
  }
  return <ArticleView article={article.data} />;
}

// Written by the prerender alone (PrerenderScript): `typeof window` is fixed in each build, so the browser's
// bundle leaves the script's builder out.
const READ_ARTICLE_SCRIPT = typeof window === 'undefined' ? earlyPaintScript(ARTICLE_EARLY_PAINT) : '';

/**
 * inforDetail (`?id=`). The screen reads the query string, so in the static export it renders on the client
 * only, inside a Suspense boundary; the prerendered page holds its skeleton, and its script reads the article,
 * preloads the cover and draws the title and cover into the skeleton before the app has loaded. The skeleton
 * React then draws takes over what was drawn, so nothing blinks.
 */
export function ArticleDetailScreen() {
  return (
    <>
      <Suspense fallback={<ArticleSkeleton />}>
        <ArticleDetail />
      </Suspense>
      <PrerenderScript source={READ_ARTICLE_SCRIPT} />
    </>
  );
}
