/** Inline validation of the email login form; each error is a key under `login.errors` in the catalogues. */
export type LoginFieldError = 'emailRequired' | 'emailInvalid' | 'captchaRequired' | 'captchaInvalid';

/** The server mails six-digit codes. */
export const CAPTCHA_LENGTH = 6;
/** A new code can be asked for once a minute. */
export const CAPTCHA_RESEND_SECONDS = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CAPTCHA_PATTERN = new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`);

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
