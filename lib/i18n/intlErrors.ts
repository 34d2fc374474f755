import type { IntlError, IntlErrorCode } from 'next-intl';

/** next-intl's code for a setting it fell back on, here only ever the time zone (or `now`, which nothing uses). */
const ENVIRONMENT_FALLBACK = 'ENVIRONMENT_FALLBACK' satisfies `${IntlErrorCode}`;

/**
 * The message providers' error handler. No time zone is configured on purpose (the catalogues format no dates,
 * see LocaleProvider), so next-intl's warning that one is missing is not reported; every other error is, as
 * next-intl's own handler would.
 */
export function reportIntlError(error: IntlError): void {
  if (error.code === ENVIRONMENT_FALLBACK) return;
  console.error(error);
}
