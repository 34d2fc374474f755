import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import updateLocale from 'dayjs/plugin/updateLocale';
import type { AppLocale } from '@/lib/i18n/locales';

// docs/PRODUCT.md §9 display formats, as dayjs patterns, in the four languages the app ships.
dayjs.extend(relativeTime);
dayjs.extend(updateLocale);

/** An instant at the reader's hour: 'HH:mm A YYYY.MM.DD' (docs/PRODUCT.md §9). */
export const CLOCK_DATE_FORMAT = 'HH:mm A YYYY.MM.DD';
/** The date part of CLOCK_DATE_FORMAT, for days where the hour says nothing (a union's founding). */
export const DATE_FORMAT = 'YYYY.MM.DD';

/** dayjs's spelling of the app's locales; English is built into dayjs, the other three are imported above. */
const DAYJS_LOCALES = { 'en-US': 'en', 'zh-CN': 'zh-cn', es: 'es', pt: 'pt' } as const satisfies Record<AppLocale, string>;
type DayjsLocale = (typeof DAYJS_LOCALES)[AppLocale];

/** A 'time ago' text: a string with %d for the amount, or a function of it. */
type RelativeText = string | ((amount: number) => string);
type RelativeUnit = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';

/**
 * How long ago, as the reader would say it: a number for most amounts, a word where the language has one ('now',
 * 'yesterday', 'last month'; 前天 and anteayer for two days). Each text is the whole phrase, since those words take no
 * 'ago': the locale's `past` passes it through. Said of the past only: formatTimeAgo never asks for the future.
 * dayjs picks the unit (its default bounds: under 45 s is 'now', under 45 min minutes, under 22 h hours, under
 * 26 days days, under 11 months months) and says 1 with the singular key (m, h, d, M, y).
 */
const TIME_AGO: Record<DayjsLocale, Record<RelativeUnit, RelativeText>> = {
  en: {
    s: 'now',
    m: '1 minute ago',
    mm: '%d minutes ago',
    h: '1 hour ago',
    hh: '%d hours ago',
    d: 'yesterday',
    dd: '%d days ago',
    M: 'last month',
    MM: '%d months ago',
    y: 'last year',
    yy: '%d years ago',
  },
  'zh-cn': {
    s: '现在',
    m: '1分钟前',
    mm: '%d分钟前',
    h: '1小时前',
    hh: '%d小时前',
    d: '昨天',
    dd: (days) => (days === 2 ? '前天' : `${days}天前`),
    M: '上个月',
    MM: '%d个月前',
    y: '去年',
    yy: '%d年前',
  },
  es: {
    s: 'ahora',
    m: 'hace 1 minuto',
    mm: 'hace %d minutos',
    h: 'hace 1 hora',
    hh: 'hace %d horas',
    d: 'ayer',
    dd: (days) => (days === 2 ? 'anteayer' : `hace ${days} días`),
    M: 'el mes pasado',
    MM: 'hace %d meses',
    y: 'el año pasado',
    yy: 'hace %d años',
  },
  pt: {
    s: 'agora',
    m: 'há 1 minuto',
    mm: 'há %d minutos',
    h: 'há 1 hora',
    hh: 'há %d horas',
    d: 'ontem',
    dd: (days) => (days === 2 ? 'anteontem' : `há ${days} dias`),
    M: 'mês passado',
    MM: 'há %d meses',
    y: 'ano passado',
    yy: 'há %d anos',
  },
};

/**
 * The mark for morning or afternoon that A prints (docs/PRODUCT.md §9: AM/PM, 上午/下午, a. m./p. m.). English and
 * Portuguese keep dayjs's AM/PM; Chinese has two halves of the day, not dayjs's six periods (早上, 中午, 晚上...);
 * Spanish abbreviates both words, with a narrow no-break space so a line never breaks inside the mark.
 */
const MERIDIEM: Partial<Record<DayjsLocale, (hour: number) => string>> = {
  'zh-cn': (hour) => (hour < 12 ? '上午' : '下午'),
  es: (hour) => (hour < 12 ? 'a.\u202fm.' : 'p.\u202fm.'),
};

for (const name of Object.values(DAYJS_LOCALES)) {
  dayjs.updateLocale(name, {
    relativeTime: { ...TIME_AGO[name], past: '%s' },
    ...(MERIDIEM[name] ? { meridiem: MERIDIEM[name] } : {}),
  });
}

/** An instant as the API sends it: an ISO string or epoch milliseconds. */
export type TimeValue = string | number | Date | null | undefined;

/** The instant in the device's time zone, speaking the reader's language; null for a missing or bad value. */
function parse(value: TimeValue, locale: AppLocale): dayjs.Dayjs | null {
  // dayjs() of undefined is now: a missing value must stay missing.
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale(DAYJS_LOCALES[locale]) : null;
}

/** 'HH:mm A YYYY.MM.DD' in the device's time zone, e.g. '14:07 PM 2024.03.05'; '' for a missing or bad value. */
export function formatClockDate(value: TimeValue, locale: AppLocale = 'en-US'): string {
  return parse(value, locale)?.format(CLOCK_DATE_FORMAT) ?? '';
}

/** 'YYYY.MM.DD' in the device's time zone; '' for a missing or bad value. */
export function formatDate(value: TimeValue): string {
  return parse(value, 'en-US')?.format(DATE_FORMAT) ?? '';
}

/** How long ago, in the reader's language: '3 hours ago', '3小时前', 'hace 3 horas', 'há 3 horas'; 'now' under 45 s. */
export function formatTimeAgo(value: TimeValue, locale: AppLocale = 'en-US', now: TimeValue = Date.now()): string {
  const instant = parse(value, locale);
  const reference = parse(now, locale);
  if (!instant || !reference) return '';
  // A clock a little ahead of the server must not print 'in a few seconds' for a fresh article.
  return (instant.isAfter(reference) ? reference : instant).from(reference);
}

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

/**
 * A number of seconds as HH:MM:SS (hours grow past 99 when needed); 00:00:00 when empty or invalid. A countdown, not
 * an instant: dayjs's HH is an hour of the day and would wrap a three-day rebirth wait at 24.
 */
export function formatDuration(totalSeconds: number | string | null | undefined): string {
  const seconds = Math.floor(Number(totalSeconds));
  if (!Number.isFinite(seconds) || seconds <= 0) return '00:00:00';
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}
