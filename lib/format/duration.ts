const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

/**
 * A number of seconds as HH:MM:SS (hours grow past 99 when needed); 00:00:00 when empty or invalid. A countdown, not
 * an instant, so not a dayjs format (lib/format/time.ts): its HH is an hour of the day and would wrap a three-day
 * rebirth wait at 24, and the screens that count down need no dayjs for it.
 */
export function formatDuration(totalSeconds: number | string | null | undefined): string {
  const seconds = Math.floor(Number(totalSeconds));
  if (!Number.isFinite(seconds) || seconds <= 0) return '00:00:00';
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}
