'use client';

import { Gem, House, Radio, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { normalisePathname, TAB_ROUTES, type RouteName } from '@/lib/navigation/routes';
import { IntentPrefetchLink } from './IntentPrefetchLink';

const TAB_ICONS: Partial<Record<RouteName, LucideIcon>> = { home: House, nft: Gem, live: Radio, wallet: Wallet };

/** The bottom tab bar shared by Home, NFT, Live and Wallet. */
export function TabBar() {
  const t = useTranslations();
  const current = normalisePathname(usePathname());
  return (
    <nav aria-label={t('nav.tabBar')} className="pb-safe shrink-0 border-t border-line bg-surface">
      <ul className="grid grid-cols-4">
        {TAB_ROUTES.map((route) => {
          const Icon = TAB_ICONS[route.name] ?? House;
          const active = current === route.path;
          return (
            <li key={route.path}>
              <IntentPrefetchLink
                href={route.path}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  active ? 'text-brand' : 'text-ink-soft hover:text-ink'
                }`}
              >
                <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.4 : 1.8} />
                {t(`routes.${route.name}`)}
              </IntentPrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
