'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { serviceWorkerUpdate } from '@/lib/pwa/serviceWorker';

/**
 * "A new version is available": the new worker waits until the reader chooses to reload. Shown by PwaLayer
 * while one waits.
 */
export function UpdatePrompt() {
  const t = useTranslations('pwa');
  return (
    <section
      role="status"
      data-testid="update-prompt"
      className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-lg"
    >
      <p className="flex-1 text-sm font-medium text-ink">{t('updateAvailable')}</p>
      <Button variant="ghost" onClick={serviceWorkerUpdate.dismiss}>
        {t('later')}
      </Button>
      <Button onClick={serviceWorkerUpdate.apply}>{t('reload')}</Button>
    </section>
  );
}
