'use client';

import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Egg, ImageUp, UsersRound, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { Skeleton } from '@/components/ui/Skeleton';
import { publicConfigQuery } from '@/lib/api/config';
import { useUserInfoRefresh } from '@/lib/session/account';
import { useSession, type UserInfo } from '@/lib/session/store';

interface Task {
  key: 'profile' | 'wallet' | 'family' | 'operational';
  href: string;
  icon: LucideIcon;
  /** Known from the account itself; undefined when the app cannot tell. */
  done?: boolean;
}

/** The account's tasks; whether each is done is read from the user's own data, never assumed. */
function accountTasks(userInfo: UserInfo): Task[] {
  return [
    { key: 'profile', href: '/user/updateUser', icon: ImageUp, done: Boolean(userInfo.nickname && userInfo.avatar) },
    { key: 'wallet', href: '/wallet', icon: Wallet, done: (userInfo.wallets?.length ?? 0) > 0 },
    { key: 'family', href: '/familyList', icon: UsersRound },
  ];
}

const OPERATIONAL_TASK: Task = { key: 'operational', href: '/nftIncubator', icon: Egg };

function TaskRow({ task }: { task: Task }) {
  const t = useTranslations('tasks');
  const Icon = task.icon;
  return (
    <li>
      <IntentPrefetchLink
        href={task.href}
        className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 text-sm font-semibold text-ink">
            {t(`${task.key}.title`)}
            {task.key === 'operational' && (
              <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">{t('eventBadge')}</span>
            )}
          </span>
          <span className="block text-xs text-ink-soft">{t(`${task.key}.text`)}</span>
        </span>
        {task.done ? (
          <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-700">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('done')}
          </span>
        ) : (
          <span className="flex shrink-0 items-center text-xs font-semibold text-brand">
            {t('go')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </IntentPrefetchLink>
    </li>
  );
}

/** taskList: what the account can do next; the operational task shows only while the server says one runs. */
export function TaskListScreen() {
  const t = useTranslations('tasks');
  const userInfo = useSession((state) => state.userInfo);
  useUserInfoRefresh();
  const config = useQuery(publicConfigQuery);
  const isOperationalTask = config.data?.commonConfig.isOperationalTask === true;

  if (!userInfo) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  const tasks = isOperationalTask ? [OPERATIONAL_TASK, ...accountTasks(userInfo)] : accountTasks(userInfo);
  return (
    <div className="flex flex-col gap-3 p-4">
      <p className="text-sm text-ink-soft">{t('intro')}</p>
      <ul aria-label={t('listLabel')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {tasks.map((task) => (
          <TaskRow key={task.key} task={task} />
        ))}
      </ul>
    </div>
  );
}
