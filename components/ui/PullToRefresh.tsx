'use client';

import { RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { APP_SCROLL_ID } from '@/lib/navigation/scroll';

/** How far (px, after damping) the content must be pulled to refresh, and the most it moves. */
const TRIGGER_DISTANCE = 56;
const MAX_DISTANCE = 88;
/** The content follows the finger at half speed, so the pull feels elastic. */
const DAMPING = 0.5;

/**
 * Pull down at the top of the screen to refresh. The content moves with a transform, so nothing else
 * is laid out again; the state is announced to screen readers.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const t = useTranslations('feed');
  const startY = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [pulling, setPulling] = useState(false);

  function atTop(): boolean {
    return (document.getElementById(APP_SCROLL_ID)?.scrollTop ?? 0) <= 0;
  }

  function onTouchStart(event: TouchEvent) {
    startY.current = !refreshing && atTop() ? event.touches[0].clientY : null;
    setPulling(startY.current !== null);
  }

  function onTouchMove(event: TouchEvent) {
    if (startY.current === null) return;
    const pulled = (event.touches[0].clientY - startY.current) * DAMPING;
    setDistance(pulled > 0 && atTop() ? Math.min(pulled, MAX_DISTANCE) : 0);
  }

  async function onTouchEnd() {
    startY.current = null;
    setPulling(false);
    if (distance < TRIGGER_DISTANCE) {
      setDistance(0);
      return;
    }
    setRefreshing(true);
    setDistance(TRIGGER_DISTANCE);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setDistance(0);
    }
  }

  const ready = distance >= TRIGGER_DISTANCE;
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd} className="relative">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-center text-ink-soft"
        style={{ height: distance, opacity: distance / TRIGGER_DISTANCE }}
      >
        <RefreshCw
          className={`size-5 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`}
          style={refreshing ? undefined : { transform: `rotate(${distance * 4}deg)` }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {refreshing ? t('refreshing') : ready ? t('releaseToRefresh') : ''}
      </p>
      <div
        style={{ transform: distance ? `translateY(${distance}px)` : undefined }}
        className={pulling ? '' : 'transition-transform duration-200'}
      >
        {children}
      </div>
    </div>
  );
}
