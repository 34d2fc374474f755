import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// docs/PRODUCT.md §9 display formats as dayjs patterns; their words come from the catalogues' `time` namespace.
dayjs.extend(relativeTime);

/** An instant at the reader's hour: 'HH:mm A YYYY.MM.DD' (docs/PRODUCT.md §9). */
export const CLOCK_DATE_FORMAT = 'HH:mm A YYYY.MM.DD';
/** The date part of CLOCK_DATE_FORMAT, for days where the hour says nothing (a union's founding). */
export const DATE_FORMAT = 'YYYY.MM.DD';

/** dayjs's keys for 'how long ago': one unit's singular (m, h, d, M, y) and plural (mm, hh, ...), and s for now. */
const RELATIVE_UNITS = ['s', 'm', 'mm', 'h', 'hh', 'd', 'dd', 'M', 'MM', 'y', 'yy'] as const;
type RelativeUnit = (typeof RELATIVE_UNITS)[number];

/** The keys of the catalogues' `time` namespace. */
export type TimeTextKey = 'am' | 'pm' | `ago.${RelativeUnit}`;

/** The words the formats say, in the reader's language: the catalogue's `time` texts, through its translator. */
export type TimeTexts = (key: TimeTextKey, values?: { count: number }) => string;

/**
 * A dayjs locale that names the unit and amount dayjs picked instead of saying them, so the catalogue says them.
 * dayjs keeps its default bounds: under 45 s is now, under 45 min minutes, under 22 h hours, under 26 days days,
 * under 11 months months, rounded at the half unit.
 */
const UNIT_PICKER = 'unit-picker';
const SEPARATOR = ' ';
dayjs.locale(
  {
    name: UNIT_PICKER,
    relativeTime: {
      future: '%s',
      past: '%s',
      ...Object.fromEntries(RELATIVE_UNITS.map((unit) => [unit, (count: number) => `${unit}${SEPARATOR}${count}`])),
    },
  } as unknown as ILocale,
  undefined,
  true,
);

/** An instant as the API sends it: an ISO string or epoch milliseconds. */
export type TimeValue = string | number | Date | null | undefined;

/** The instant in the device's time zone; null for a missing or bad value. */
function parse(value: TimeValue): dayjs.Dayjs | null {
  // dayjs() of undefined is now: a missing value must stay missing.
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** 'HH:mm A YYYY.MM.DD' in the device's time zone, e.g. '14:07 PM 2024.03.05'; '' for a missing or bad value. */
export function formatClockDate(value: TimeValue, say: TimeTexts): string {
  const instant = parse(value);
  if (!instant) return '';
  // A is the catalogue's mark for the half of the day, kept literal in the pattern.
  return instant.format(CLOCK_DATE_FORMAT.replace('A', `[${say(instant.hour() < 12 ? 'am' : 'pm')}]`));
}

/** 'YYYY.MM.DD' in the device's time zone; '' for a missing or bad value. */
export function formatDate(value: TimeValue): string {
  return parse(value)?.format(DATE_FORMAT) ?? '';
}

/** How long ago, in the reader's language: '3 hours ago', '3小时前', 'hace 3 horas', 'há 3 horas'; 'now' under 45 s. */
export function formatTimeAgo(value: TimeValue, say: TimeTexts, now: TimeValue = Date.now()): string {
  const instant = parse(value);
  const reference = parse(now);
  if (!instant || !reference) return '';
  // A clock a little ahead of the server must not print 'in a few seconds' for a fresh article.
  const picked = (instant.isAfter(reference) ? reference : instant).locale(UNIT_PICKER).from(reference);
  const [unit, count] = picked.split(SEPARATOR) as [RelativeUnit, string];
  return say(`ago.${unit}`, { count: Number(count) });
}
