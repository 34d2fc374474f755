/** The interface locales of docs/PRODUCT.md §1; each has a catalogue in `messages/<id>.json`. */
export const LOCALES = ['en-US', 'zh-CN', 'es', 'pt'] as const;
export type AppLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en-US';

/** Local storage key of the chosen locale (stored as JSON like every local value). */
export const LANGUAGE_KEY = 'language';

/**
 * Each language named in itself. Endonyms are deliberately not translated: a reader looks for their own
 * language's name whatever the current interface language is.
 */
export const LOCALE_ENDONYMS: Record<AppLocale, string> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  pt: 'Português',
};

/**
 * The locale for a stored `language` value. Older clients stored tags in other spellings ('ES', 'zh',
 * 'pt-BR'), so the match is on the language part, case-insensitively; anything else falls back to en-US.
 */
export function resolveLocale(stored: unknown): AppLocale {
  if (typeof stored !== 'string') return DEFAULT_LOCALE;
  const language = stored.trim().toLowerCase().split(/[-_]/)[0];
  switch (language) {
    case 'zh':
      return 'zh-CN';
    case 'es':
      return 'es';
    case 'pt':
      return 'pt';
    default:
      return DEFAULT_LOCALE;
  }
}
