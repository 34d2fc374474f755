'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { findRoute } from '@/lib/navigation/routes';

/**
 * The browser tab names the screen in the reader's language: "Family Detail · Creature Community".
 * React hoists this <title> into the head, prerendered in en-US and updated when the language changes.
 */
export function DocumentTitle() {
  const t = useTranslations();
  const route = findRoute(usePathname());
  const appName = t('app.name');
  return <title>{route ? `${t(`routes.${route.name}`)} · ${appName}` : appName}</title>;
}
