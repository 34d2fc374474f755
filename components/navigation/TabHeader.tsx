'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { AccountEntry } from '@/components/navigation/AccountEntry';
import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher';
import { findRoute } from '@/lib/navigation/routes';

/** The header of the four tabs: the tab's title, the language and the account entry. */
export function TabHeader() {
  const t = useTranslations();
  const route = findRoute(usePathname());
  return (
    <header className="pt-safe flex shrink-0 items-center justify-between gap-2 border-b border-line bg-surface px-4">
      <h1 className="min-h-14 content-center truncate text-lg font-bold">{route ? t(`routes.${route.name}`) : t('app.name')}</h1>
      <div className="flex items-center gap-1">
        <LanguageSwitcher />
        <AccountEntry />
      </div>
    </header>
  );
}
