import { formatDuration } from './duration';

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
