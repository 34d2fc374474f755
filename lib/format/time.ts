import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { AppLocale } from '@/lib/i18n/locales';

dayjs.extend(relativeTime);

/** docs/PRODUCT.md §9 display formats. */
export const CLOCK_DATE_FORMAT = 'HH:mm A YYYY.MM.DD';
/** The date part of CLOCK_DATE_FORMAT, for days where the hour says nothing (a union's founding). */
export const DATE_FORMAT = 'YYYY.MM.DD';

/** dayjs names the app's locales in its own spelling. */
const DAYJS_LOCALES: Record<AppLocale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn', es: 'es', pt: 'pt' };

/** Each reader downloads only the date texts of their language; English is built into dayjs. */
const DAYJS_LOCALE_LOADERS: Record<Exclude<AppLocale, 'en-US'>, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  pt: () => import('dayjs/locale/pt'),
};

/** Registers a language's date texts with dayjs; loaded beside that language's message catalogue. */
export async function loadDateLocale(locale: AppLocale): Promise<void> {
  if (locale !== 'en-US') await DAYJS_LOCALE_LOADERS[locale]();
}

/** dayjs's name for a locale once its texts are registered; English until then. */
function dayjsLocale(locale: AppLocale): string {
  const name = DAYJS_LOCALES[locale];
  return name in dayjs.Ls ? name : 'en';
}

/** An instant as the API sends it: an ISO string or epoch milliseconds. */
export type TimeValue = string | number | Date | null | undefined;

function parse(value: TimeValue, locale: AppLocale): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale(dayjsLocale(locale)) : null;
}

/** 'HH:mm A YYYY.MM.DD' in the device's time zone, e.g. '14:07 PM 2024.03.05'; '' for a missing or bad value. */
export function formatClockDate(value: TimeValue, locale: AppLocale = 'en-US'): string {
  return parse(value, locale)?.format(CLOCK_DATE_FORMAT) ?? '';
}

/** 'YYYY.MM.DD' in the device's time zone; '' for a missing or bad value. */
export function formatDate(value: TimeValue): string {
  return parse(value, 'en-US')?.format(DATE_FORMAT) ?? '';
}

/** How long ago, in the reader's language: '3 hours ago', '3 小时前', 'hace 3 horas', 'há 3 horas'. */
export function formatTimeAgo(value: TimeValue, locale: AppLocale = 'en-US', now: TimeValue = Date.now()): string {
  const instant = parse(value, locale);
  const reference = parse(now, locale);
  if (!instant || !reference) return '';
  // A clock a little ahead of the server must not print 'in a few seconds' for a fresh article.
  return (instant.isAfter(reference) ? reference : instant).from(reference);
}

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

/** A number of seconds as HH:MM:SS (hours grow past 99 when needed); 00:00:00 when empty or invalid. */
export function formatDuration(totalSeconds: number | string | null | undefined): string {
  const seconds = Math.floor(Number(totalSeconds));
  if (!Number.isFinite(seconds) || seconds <= 0) return '00:00:00';
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}
