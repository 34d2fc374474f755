'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { APP_SCROLL_ID } from '@/lib/navigation/scroll';
import { Button } from './Button';

/** How far below the visible area the next page starts loading, so scrolling rarely waits. */
const PREFETCH_MARGIN = '320px';

/**
 * The end of an infinite list: loads the next page when it scrolls into view, offers a button for
 * keyboards and screen readers, and says when there is nothing more.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  /** The last page failed: wait for the reader instead of retrying on every scroll. */
  failed: boolean;
  onLoadMore: () => void;
}) {
  const t = useTranslations('feed');
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !autoLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { root: document.getElementById(APP_SCROLL_ID), rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, onLoadMore]);

  return (
    <div ref={sentinel} className="flex min-h-16 items-center justify-center py-3" aria-live="polite">
      {hasMore ? (
        <Button variant="ghost" onClick={onLoadMore} disabled={loading} className="text-ink-soft">
          {loading ? t('loadingMore') : failed ? t('retryMore') : t('loadMore')}
        </Button>
      ) : (
        <p className="text-sm text-ink-soft">{t('endOfList')}</p>
      )}
    </div>
  );
}
