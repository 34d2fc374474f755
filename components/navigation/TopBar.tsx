'use client';

import { ChevronLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { hasInAppPageBehind } from '@/lib/navigation/appHistory';
import { findRoute, HOME_PATH } from '@/lib/navigation/routes';

/** The bar of standalone screens: back, and the screen's title. */
export function TopBar() {
  const t = useTranslations();
  const router = useRouter();
  const route = findRoute(usePathname());

  function goBack() {
    // Opened from a shared link there is no page to go back to: go Home instead of leaving the app.
    if (hasInAppPageBehind()) router.back();
    else router.replace(HOME_PATH);
  }

  return (
    <header className="pt-safe grid shrink-0 grid-cols-[3rem_1fr_3rem] items-center border-b border-line bg-surface">
      <button
        type="button"
        onClick={goBack}
        aria-label={t('nav.back')}
        className="flex size-12 items-center justify-center rounded-xl text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <h1 className="min-h-14 content-center truncate text-center text-base font-semibold">
        {route ? t(`routes.${route.name}`) : t('app.name')}
      </h1>
    </header>
  );
}
