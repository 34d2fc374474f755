'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, ListChecks, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { SearchEntry } from '@/components/search/SearchEntry';
import { PullToRefresh } from '@/components/ui/PullToRefresh';
import { queryKeys } from '@/lib/api/queryKeys';
import { RoomList } from './RoomList';

function Shortcut({ href, icon: Icon, title, text }: { href: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <li>
      <IntentPrefetchLink
        href={href}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-ink">{title}</span>
          <span className="block truncate text-xs text-ink-soft">{text}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-ink-soft" />
      </IntentPrefetchLink>
    </li>
  );
}

/** The Live tab: room search, tasks and families, and every recommended room. */
export function LiveScreen() {
  const t = useTranslations('live');
  const queryClient = useQueryClient();
  return (
    <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: queryKeys.rooms.list('') })}>
      <div className="flex flex-col gap-5 p-4">
        <SearchEntry href="/live/searchContent" label={t('searchPlaceholder')} />
        <nav aria-label={t('shortcuts')}>
          <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <Shortcut href="/live/taskList" icon={ListChecks} title={t('tasksEntry')} text={t('tasksEntryText')} />
            <Shortcut href="/familyList" icon={UsersRound} title={t('familiesEntry')} text={t('familiesEntryText')} />
          </ul>
        </nav>
        <section aria-labelledby="live-rooms" className="flex flex-col gap-3">
          <h2 id="live-rooms" className="text-lg font-bold text-ink">
            {t('recommended')}
          </h2>
          <RoomList label={t('recommended')} />
        </section>
      </div>
    </PullToRefresh>
  );
}
