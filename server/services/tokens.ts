import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer token with 256 bits of entropy, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to keep them out of the database. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCaptchaCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function hashCaptchaCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// No 0/O or 1/I, so a code read aloud or typed from a screenshot is unambiguous.
const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newShareCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += SHARE_CODE_ALPHABET[randomInt(0, SHARE_CODE_ALPHABET.length)];
  return code;
}
