'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { findRoute } from '@/lib/navigation/routes';

/** The browser tab names the screen in the reader's language: "Family Detail · Creature Community". */
export function DocumentTitle() {
  const t = useTranslations();
  const route = findRoute(usePathname());
  const appName = t('app.name');
  const title = route ? `${t(`routes.${route.name}`)} · ${appName}` : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
