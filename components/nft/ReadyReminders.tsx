'use client';

import { Bell, BellOff, Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { showToast } from '@/components/ui/toast';
import { formatDuration } from '@/lib/format/duration';
import { NFT_PATH } from '@/lib/navigation/routes';
import { newlyReadyMoments, upcomingReadyMoments, type ReadyMoment } from '@/lib/nft/readyMoments';
import type { NftOverview } from '@/lib/nft/reads';
import {
  notificationAccess,
  requestNotificationAccess,
  showSystemNotification,
  type NotificationAccess,
} from '@/lib/pwa/systemNotifications';

/** The moments the overview is waiting for; the screen syncs its chain clock while there are any. */
export function useUpcomingReadyMoments(overview: NftOverview | undefined): ReadyMoment[] {
  return useMemo(() => (overview ? upcomingReadyMoments(overview) : []), [overview]);
}

function NotificationSwitch() {
  const t = useTranslations('nft.ready');
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  if (access === 'unsupported') return null;
  if (access === 'default') {
    return (
      <Button variant="secondary" onClick={async () => setAccess(await requestNotificationAccess())} className="self-start">
        <Bell aria-hidden="true" className="size-4" />
        {t('enableNotifications')}
      </Button>
    );
  }
  const Icon = access === 'granted' ? Bell : BellOff;
  return (
    <p className="flex items-center gap-2 text-xs text-ink-soft">
      <Icon aria-hidden="true" className="size-4" />
      {t(access === 'granted' ? 'notificationsOn' : 'notificationsBlocked')}
    </p>
  );
}

/**
 * The reader's upcoming "ready at" moments, each counting down, and the notice when one comes: in the
 * app, and as a system notification when the reader allowed them. `onReady` refreshes the overview.
 */
export function ReadyReminders({ moments, now, onReady }: { moments: ReadyMoment[]; now: bigint; onReady: () => void }) {
  const t = useTranslations('nft.ready');
  const lastNow = useRef(now);
  const announced = useRef(new Set<string>());

  useEffect(() => {
    const due = newlyReadyMoments(moments, lastNow.current, now).filter((moment) => !announced.current.has(moment.id));
    lastNow.current = now;
    if (due.length === 0) return;
    for (const moment of due) {
      announced.current.add(moment.id);
      const text = t(moment.kind, { id: String(moment.subjectId) });
      showToast.announce(t('readyTitle'), text);
      void showSystemNotification({ title: t('readyTitle'), body: text, tag: moment.id, path: NFT_PATH }).catch(() => false);
    }
    onReady();
  }, [moments, now, onReady, t]);

  if (moments.length === 0) return null;
  return (
    <section aria-labelledby="ready-heading" className="flex flex-col gap-2 rounded-2xl border border-line bg-surface px-4 py-3">
      <h2 id="ready-heading" className="text-sm font-semibold text-ink">
        {t('heading')}
      </h2>
      <ul aria-labelledby="ready-heading" className="flex flex-col gap-1">
        {moments.map((moment) => {
          const secondsLeft = moment.readyAt > now ? Number(moment.readyAt - now) : 0;
          return (
            <li key={moment.id} data-testid={`ready-${moment.id}`} className="flex min-h-9 items-center gap-2 text-sm">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
              <span className="min-w-0 flex-1 truncate text-ink">{t(moment.kind, { id: String(moment.subjectId) })}</span>
              <span className="shrink-0 tabular-nums text-ink-soft">{secondsLeft > 0 ? formatDuration(secondsLeft) : t('readyNow')}</span>
            </li>
          );
        })}
      </ul>
      <NotificationSwitch />
    </section>
  );
}
