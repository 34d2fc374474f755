'use client';

import { Hourglass } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';

/** What a screen shows until its content is built: an honest note, never placeholder data. */
export function NotAvailableYet() {
  const t = useTranslations('common');
  return <EmptyState icon={<Hourglass className="size-6" />} title={t('notAvailableTitle')} text={t('notAvailable')} />;
}
