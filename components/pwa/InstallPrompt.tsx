'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { InstallPrompt as InstallOffer } from '@/lib/pwa/useInstallPrompt';

/**
 * Our own install offer. PwaLayer shows it only when the browser offers installation (Chromium's
 * beforeinstallprompt) and once the reader has started using the page: never over the first paint of a first visit.
 */
export function InstallPrompt({ install, dismiss }: Pick<InstallOffer, 'install' | 'dismiss'>) {
  const t = useTranslations('pwa');
  return (
    <section
      aria-labelledby="install-prompt-title"
      className="pointer-events-auto flex w-full items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-lg"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed 40px icon: nothing to optimise */}
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <h2 id="install-prompt-title" className="text-sm font-semibold text-ink">
          {t('installTitle')}
        </h2>
        <p className="text-xs text-ink-soft">{t('installBody')}</p>
      </div>
      <div className="flex shrink-0 flex-col">
        <Button onClick={() => void install()}>{t('install')}</Button>
        <Button variant="ghost" onClick={dismiss}>
          {t('notNow')}
        </Button>
      </div>
    </section>
  );
}
