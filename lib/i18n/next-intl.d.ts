import type { AppLocale } from './locales';
import type { Messages } from './catalogues';

// Typed message keys: a key missing from the en-US catalogue is a compile error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: Messages;
  }
}
