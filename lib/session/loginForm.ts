/** Inline validation of the email login form; each error is a key under `login.errors` in the catalogues. */
export type LoginFieldError = 'emailRequired' | 'emailInvalid' | 'captchaRequired' | 'captchaInvalid';

/** The server mails six-digit codes. */
export const CAPTCHA_LENGTH = 6;
/** A new code can be asked for once a minute. */
export const CAPTCHA_RESEND_SECONDS = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CAPTCHA_PATTERN = new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`);

/**
 * What the code field keeps of what was typed or pasted: its digits, those of a Chinese input method (full width)
 * as ASCII ones, the first CAPTCHA_LENGTH of them. A code pasted from an email with a space before it keeps all six.
 */
export function captchaDigits(typed: string): string {
  return typed
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .slice(0, CAPTCHA_LENGTH);
}

export function validateEmail(email: string): LoginFieldError | null {
  const value = email.trim();
  if (!value) return 'emailRequired';
  return EMAIL_PATTERN.test(value) ? null : 'emailInvalid';
}

export function validateCaptcha(captcha: string): LoginFieldError | null {
  const value = captcha.trim();
  if (!value) return 'captchaRequired';
  return CAPTCHA_PATTERN.test(value) ? null : 'captchaInvalid';
}

/** Whole seconds until `endsAt`, never negative. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
