import { LOCALES } from '@/lib/i18n/locales';
import { formatClockDate, formatDate, formatDuration, formatTimeAgo, loadDateLocale } from './time';

// Local times, so the assertions hold in any time zone the tests run in.
const AFTERNOON = new Date(2024, 2, 5, 14, 7, 9);
const MORNING = new Date(2024, 11, 31, 9, 5, 0);

describe('loadDateLocale', () => {
  it('leaves a language in English until its date texts have loaded', async () => {
    const now = new Date(2024, 2, 5, 17, 7, 9);
    expect(formatTimeAgo(AFTERNOON, 'pt', now)).toBe('3 hours ago');
    await loadDateLocale('pt');
    expect(formatTimeAgo(AFTERNOON, 'pt', now)).toBe('há 3 horas');
  });
});

describe('with every language loaded', () => {
  beforeAll(() => Promise.all(LOCALES.map(loadDateLocale)));

  describe('formatClockDate', () => {
    it("formats 'HH:mm A YYYY.MM.DD'", () => {
      expect(formatClockDate(AFTERNOON)).toBe('14:07 PM 2024.03.05');
      expect(formatClockDate(MORNING.getTime())).toBe('09:05 AM 2024.12.31');
    });

    it('uses the meridiem of the locale', () => {
      expect(formatClockDate(AFTERNOON, 'zh-CN')).toBe('14:07 下午 2024.03.05');
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
      expect(formatTimeAgo(AFTERNOON, 'zh-CN', now)).toBe('3 小时前');
      expect(formatTimeAgo(AFTERNOON, 'es', now)).toBe('hace 3 horas');
      expect(formatTimeAgo(AFTERNOON, 'pt', now)).toBe('há 3 horas');
    });

    it('covers seconds to years', () => {
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 6, 59), 'en-US', now)).toBe('a few seconds ago');
      expect(formatTimeAgo(new Date(2024, 2, 3, 17, 0, 0), 'en-US', now)).toBe('2 days ago');
      expect(formatTimeAgo(new Date(2022, 2, 5), 'en-US', now)).toBe('2 years ago');
    });

    it('never speaks of the future when the device clock lags the server', () => {
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 8, 0), 'en-US', now)).toBe('a few seconds ago');
    });

    it('gives nothing for a missing value', () => {
      expect(formatTimeAgo(null, 'en-US', now)).toBe('');
    });
  });

  describe('formatDuration', () => {
    it('shows seconds as HH:MM:SS', () => {
      expect(formatDuration(0)).toBe('00:00:00');
      expect(formatDuration(59)).toBe('00:00:59');
      expect(formatDuration(3661)).toBe('01:01:01');
      expect(formatDuration('86399')).toBe('23:59:59');
      expect(formatDuration(360_000)).toBe('100:00:00');
    });

    it('shows 00:00:00 when empty or invalid', () => {
      expect(formatDuration(null)).toBe('00:00:00');
      expect(formatDuration(undefined)).toBe('00:00:00');
      expect(formatDuration('')).toBe('00:00:00');
      expect(formatDuration(Number.NaN)).toBe('00:00:00');
      expect(formatDuration(-5)).toBe('00:00:00');
    });

    it('drops fractions of a second', () => {
      expect(formatDuration(61.9)).toBe('00:01:01');
    });
  });
});
