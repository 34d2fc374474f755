import { readFileSync } from 'node:fs';

/** The newest captcha the reference server wrote to its log `logFile` for `email`, if it has written one yet. */
export function captchaInServerLog(logFile: string, email: string): string | undefined {
  const pattern = new RegExp(`\\[captcha\\] ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d{6})`, 'g');
  return [...readFileSync(logFile, 'utf8').matchAll(pattern)].at(-1)?.[1];
}
