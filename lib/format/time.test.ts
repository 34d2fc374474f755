import { createTranslator } from 'next-intl';
import enUS from '@/messages/en-US.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import zhCN from '@/messages/zh-CN.json';
import type { AppLocale } from '@/lib/i18n/locales';
import * as time from './time';
import { formatDate, type TimeTexts, type TimeValue } from './time';

// The formats speak each language's catalogue, as the app's useTimeFormat hands it to them.
const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN, es, pt };
const texts = (locale: AppLocale): TimeTexts => {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'time' });
  return (key, values) => t(key, values);
};
const formatClockDate = (value: TimeValue, locale: AppLocale = 'en-US') => time.formatClockDate(value, texts(locale));
const formatTimeAgo = (value: TimeValue, locale: AppLocale, now: TimeValue) => time.formatTimeAgo(value, texts(locale), now);

// Local times, so the assertions hold in any time zone the tests run in.
const AFTERNOON = new Date(2024, 2, 5, 14, 7, 9);
const MORNING = new Date(2024, 11, 31, 9, 5, 0);

describe('the display formats', () => {
  describe('formatClockDate', () => {
    it("formats 'HH:mm A YYYY.MM.DD'", () => {
      expect(formatClockDate(AFTERNOON)).toBe('14:07 PM 2024.03.05');
      expect(formatClockDate(MORNING.getTime())).toBe('09:05 AM 2024.12.31');
    });

    it('uses the meridiem of the locale', () => {
      expect(formatClockDate(AFTERNOON, 'zh-CN')).toBe('14:07 下午 2024.03.05');
      expect(formatClockDate(MORNING, 'zh-CN')).toBe('09:05 上午 2024.12.31');
      expect(formatClockDate(AFTERNOON, 'pt')).toBe('14:07 PM 2024.03.05');
      // Spanish abbreviates both words, with a narrow no-break space between them.
      expect(formatClockDate(AFTERNOON, 'es')).toBe('14:07 p.\u202fm. 2024.03.05');
      expect(formatClockDate(MORNING, 'es')).toBe('09:05 a.\u202fm. 2024.12.31');
      expect(formatClockDate(MORNING, 'pt')).toBe('09:05 AM 2024.12.31');
    });

    it('splits the day in two halves in Chinese, at noon', () => {
      const at = (hour: number, minute = 0) => formatClockDate(new Date(2024, 2, 5, hour, minute), 'zh-CN');
      expect([at(0), at(5, 59), at(8), at(11, 59)]).toEqual([
        '00:00 上午 2024.03.05',
        '05:59 上午 2024.03.05',
        '08:00 上午 2024.03.05',
        '11:59 上午 2024.03.05',
      ]);
      expect([at(12), at(17, 59), at(20), at(23, 59)]).toEqual([
        '12:00 下午 2024.03.05',
        '17:59 下午 2024.03.05',
        '20:00 下午 2024.03.05',
        '23:59 下午 2024.03.05',
      ]);
    });

    it('keeps each language to its own call', () => {
      expect(formatClockDate(AFTERNOON, 'es')).toBe('14:07 p.\u202fm. 2024.03.05');
      expect(formatClockDate(AFTERNOON)).toBe('14:07 PM 2024.03.05');
      expect(formatClockDate(AFTERNOON, 'zh-CN')).toBe('14:07 下午 2024.03.05');
      expect(formatClockDate(AFTERNOON, 'en-US')).toBe('14:07 PM 2024.03.05');
    });

    it('accepts ISO strings and gives nothing for a missing or bad value', () => {
      expect(formatClockDate(AFTERNOON.toISOString())).toBe('14:07 PM 2024.03.05');
      expect(formatClockDate(null)).toBe('');
      expect(formatClockDate('')).toBe('');
      expect(formatClockDate('not a date')).toBe('');
    });
  });

  describe('formatDate', () => {
    it("formats 'YYYY.MM.DD'", () => {
      expect(formatDate(MORNING)).toBe('2024.12.31');
      expect(formatDate(null)).toBe('');
    });
  });

  describe('formatTimeAgo', () => {
    const now = new Date(2024, 2, 5, 17, 7, 9);

    it('says how long ago in each locale', () => {
      expect(formatTimeAgo(AFTERNOON, 'en-US', now)).toBe('3 hours ago');
      expect(formatTimeAgo(AFTERNOON, 'zh-CN', now)).toBe('3小时前');
      expect(formatTimeAgo(AFTERNOON, 'es', now)).toBe('hace 3 horas');
      expect(formatTimeAgo(AFTERNOON, 'pt', now)).toBe('há 3 horas');
    });

    it('covers seconds to years, in the unit people would use', () => {
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 6, 59), 'en-US', now)).toBe('now');
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 6, 0), 'en-US', now)).toBe('1 minute ago');
      expect(formatTimeAgo(new Date(2024, 2, 5, 16, 27, 0), 'en-US', now)).toBe('40 minutes ago');
      expect(formatTimeAgo(new Date(2024, 2, 5, 16, 17, 0), 'en-US', now)).toBe('1 hour ago');
      expect(formatTimeAgo(new Date(2024, 2, 4, 18, 0, 0), 'en-US', now)).toBe('yesterday');
      expect(formatTimeAgo(new Date(2024, 2, 3, 17, 0, 0), 'en-US', now)).toBe('2 days ago');
      expect(formatTimeAgo(new Date(2024, 1, 1), 'en-US', now)).toBe('last month');
      expect(formatTimeAgo(new Date(2023, 9, 5), 'en-US', now)).toBe('5 months ago');
      expect(formatTimeAgo(new Date(2022, 2, 5), 'en-US', now)).toBe('2 years ago');
      expect(formatTimeAgo(new Date(2024, 2, 3, 17, 0, 0), 'zh-CN', now)).toBe('前天');
    });

    it('speaks every unit in every locale, with the words each language has for one and two', () => {
      const ago = (instant: Date) => (['en-US', 'zh-CN', 'es', 'pt'] as const).map((locale) => formatTimeAgo(instant, locale, now));
      expect(ago(new Date(2024, 2, 5, 17, 6, 30))).toEqual(['now', '现在', 'ahora', 'agora']);
      expect(ago(new Date(2024, 2, 5, 17, 6, 0))).toEqual(['1 minute ago', '1分钟前', 'hace 1 minuto', 'há 1 minuto']);
      expect(ago(new Date(2024, 2, 5, 16, 27, 0))).toEqual(['40 minutes ago', '40分钟前', 'hace 40 minutos', 'há 40 minutos']);
      expect(ago(new Date(2024, 2, 5, 16, 17, 0))).toEqual(['1 hour ago', '1小时前', 'hace 1 hora', 'há 1 hora']);
      expect(ago(new Date(2024, 2, 5, 12, 7, 9))).toEqual(['5 hours ago', '5小时前', 'hace 5 horas', 'há 5 horas']);
      expect(ago(new Date(2024, 2, 4, 18, 0, 0))).toEqual(['yesterday', '昨天', 'ayer', 'ontem']);
      expect(ago(new Date(2024, 2, 3, 17, 0, 0))).toEqual(['2 days ago', '前天', 'anteayer', 'anteontem']);
      expect(ago(new Date(2024, 1, 26, 17, 0, 0))).toEqual(['8 days ago', '8天前', 'hace 8 días', 'há 8 dias']);
      expect(ago(new Date(2024, 1, 1))).toEqual(['last month', '上个月', 'el mes pasado', 'mês passado']);
      expect(ago(new Date(2023, 9, 5))).toEqual(['5 months ago', '5个月前', 'hace 5 meses', 'há 5 meses']);
      expect(ago(new Date(2023, 2, 5))).toEqual(['last year', '去年', 'el año pasado', 'ano passado']);
      expect(ago(new Date(2021, 2, 5))).toEqual(['3 years ago', '3年前', 'hace 3 años', 'há 3 anos']);
    });

    it('moves to the next unit at 45 s, 45 min, 22 h, 26 days and 11 months', () => {
      const before = (milliseconds: number) => formatTimeAgo(now.getTime() - milliseconds, 'en-US', now);
      const SECOND = 1000;
      const MINUTE = 60 * SECOND;
      const HOUR = 60 * MINUTE;
      const DAY = 24 * HOUR;
      expect([before(44 * SECOND), before(45 * SECOND)]).toEqual(['now', '1 minute ago']);
      expect([before(44 * MINUTE), before(45 * MINUTE)]).toEqual(['44 minutes ago', '1 hour ago']);
      expect([before(21 * HOUR), before(22 * HOUR)]).toEqual(['21 hours ago', 'yesterday']);
      expect([before(25 * DAY), before(26 * DAY)]).toEqual(['25 days ago', 'last month']);
      expect(
        [new Date(2023, 4, 5, 17, 7, 9), new Date(2023, 3, 5, 17, 7, 9)].map((instant) => formatTimeAgo(instant, 'en-US', now)),
      ).toEqual(['10 months ago', 'last year']);
    });

    it('never speaks of the future when the device clock lags the server', () => {
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 8, 0), 'en-US', now)).toBe('now');
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 8, 0), 'es', now)).toBe('ahora');
      expect(formatTimeAgo(new Date(2024, 2, 6), 'zh-CN', now)).toBe('现在');
    });

    it('gives nothing for a missing value', () => {
      expect(formatTimeAgo(null, 'en-US', now)).toBe('');
      expect(formatTimeAgo(undefined, 'pt', now)).toBe('');
      expect(formatTimeAgo('not a date', 'es', now)).toBe('');
    });
  });
});
