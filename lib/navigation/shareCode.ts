import { sessionStore } from '@/lib/session/storage';

/** Session storage key of the share code a shared link carried (docs/PRODUCT.md §2). */
export const SHARE_CODE_KEY = 'shareCode';

/**
 * Keeps under `key` the share code of a query string: `shareCode`, or the lowercase `sharecode` older links
 * used. A query without one keeps the earlier code. Self-contained (no imports, nothing from its closure):
 * the prerendered page runs it from its source text, see `CAPTURE_SHARE_CODE_SCRIPT`.
 */
export function captureShareCode(search: string, key: string): void {
  const params = new URLSearchParams(search);
  const code = (params.get('shareCode') ?? params.get('sharecode'))?.trim();
  if (!code) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(code));
  } catch {
    // Storage refused (a privacy mode): the visitor signs up without an inviter.
  }
}

/**
 * The inline script that captures the share code of the address a page was opened with, as the browser parses
 * it: a visitor who follows a link before the app has loaded (a tap on "Log in" on a slow phone) keeps the code.
 */
export const CAPTURE_SHARE_CODE_SCRIPT = `(${captureShareCode.toString()})(window.location.search,${JSON.stringify(SHARE_CODE_KEY)})`;

export function readShareCode(): string | null {
  return sessionStore.get<string>(SHARE_CODE_KEY);
}

/** The form the server accepts; a malformed code is never sent, so it cannot fail a sign-up. */
const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** The captured share code to send with a sign-up, if it is one the server can record as the inviter. */
export function shareCodeForSignUp(): string | undefined {
  const code = readShareCode();
  return typeof code === 'string' && SHARE_CODE_PATTERN.test(code) ? code : undefined;
}
