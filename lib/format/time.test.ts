import { formatClockDate, formatDate, formatDuration, formatTimeAgo } from './time';

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

    it('never speaks of the future when the device clock lags the server', () => {
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 8, 0), 'en-US', now)).toBe('now');
      expect(formatTimeAgo(new Date(2024, 2, 5, 17, 8, 0), 'es', now)).toBe('ahora');
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
