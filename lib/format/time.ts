import type { AppLocale } from '@/lib/i18n/locales';

// docs/PRODUCT.md §9 display formats, made with the browser's Intl: no date library in any page's script.

/** An instant as the API sends it: an ISO string or epoch milliseconds. */
export type TimeValue = string | number | Date | null | undefined;

function parse(value: TimeValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Intl's formatters are costly to build and immutable: one per language. */
function perLocale<T>(create: (locale: AppLocale) => T): (locale: AppLocale) => T {
  const made = new Map<AppLocale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = create(locale)));
    return formatter;
  };
}

const meridiemFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', hourCycle: 'h12' }));
const relativeFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

const twoDigits = (part: number) => String(part).padStart(2, '0');

function datePart(date: Date): string {
  return `${date.getFullYear()}.${twoDigits(date.getMonth() + 1)}.${twoDigits(date.getDate())}`;
}

/** 'HH:mm A YYYY.MM.DD' in the device's time zone, e.g. '14:07 PM 2024.03.05'; '' for a missing or bad value. */
export function formatClockDate(value: TimeValue, locale: AppLocale = 'en-US'): string {
  const date = parse(value);
  if (!date) return '';
  const meridiem = meridiemFormat(locale)
    .formatToParts(date)
    .find((part) => part.type === 'dayPeriod')?.value;
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())} ${meridiem ?? (date.getHours() < 12 ? 'AM' : 'PM')} ${datePart(date)}`;
}

/** 'YYYY.MM.DD' in the device's time zone, for days where the hour says nothing (a union's founding); '' for a missing or bad value. */
export function formatDate(value: TimeValue): string {
  const date = parse(value);
  return date ? datePart(date) : '';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * The unit that says how long ago: below each bound, the unit beside it. The bounds round up, as people
 * speak: 50 minutes is 'an hour ago', 23 hours 'yesterday'.
 */
const UNITS: { below: number; unit: Intl.RelativeTimeFormatUnit; size: number }[] = [
  { below: 45 * SECOND, unit: 'second', size: SECOND },
  { below: 45 * MINUTE, unit: 'minute', size: MINUTE },
  { below: 22 * HOUR, unit: 'hour', size: HOUR },
  { below: 26 * DAY, unit: 'day', size: DAY },
  { below: 320 * DAY, unit: 'month', size: MONTH },
  { below: Infinity, unit: 'year', size: YEAR },
];

/** How long ago, in the reader's language: '3 hours ago', '3小时前', 'hace 3 horas', 'há 3 horas'; 'now' under 45 s. */
export function formatTimeAgo(value: TimeValue, locale: AppLocale = 'en-US', now: TimeValue = Date.now()): string {
  const instant = parse(value);
  const reference = parse(now);
  if (!instant || !reference) return '';
  // A clock a little ahead of the server must not print 'in a few seconds' for a fresh article.
  const elapsed = Math.max(0, reference.getTime() - instant.getTime());
  const { unit, size } = UNITS.find((candidate) => elapsed < candidate.below)!;
  const amount = unit === 'second' ? 0 : Math.max(1, Math.round(elapsed / size));
  return relativeFormat(locale).format(-amount, unit);
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
