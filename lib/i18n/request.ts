import { getRequestConfig } from 'next-intl/server';
import enUS from '@/messages/en-US.json';
import { DEFAULT_LOCALE } from './locales';

/**
 * The next-intl plugin (next.config.mjs) requires a request configuration. Pages are prerendered in the
 * default locale and translated on the client (components/i18n/LocaleProvider), so it is that locale.
 */
export default getRequestConfig(async () => ({ locale: DEFAULT_LOCALE, messages: enUS }));
