'use client';

import { Languages } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { setStoredLocale } from '@/lib/i18n/localePreference';
import { LOCALE_ENDONYMS, LOCALES, resolveLocale } from '@/lib/i18n/locales';

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  return (
    <label className="relative inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-sm text-ink hover:bg-muted">
      <Languages aria-hidden="true" className="size-5 shrink-0" />
      <select
        aria-label={t('label')}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => setStoredLocale(resolveLocale(event.target.value))}
        className="min-h-11 cursor-pointer appearance-none bg-transparent pr-1 font-medium focus-visible:outline-2 focus-visible:outline-brand"
      >
        {LOCALES.map((id) => (
          <option key={id} value={id} lang={id}>
            {LOCALE_ENDONYMS[id]}
          </option>
        ))}
      </select>
    </label>
  );
}
