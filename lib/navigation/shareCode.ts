import { sessionStore } from '@/lib/session/storage';

/** Session storage key of the share code a shared link carried (docs/PRODUCT.md §2). */
export const SHARE_CODE_KEY = 'shareCode';

/** The share code in a query string: `shareCode`, or the lowercase `sharecode` older links used. */
export function extractShareCode(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('shareCode') ?? params.get('sharecode');
  return code?.trim() || null;
}

/** Keeps the share code of the address the app started on; an address without one keeps the earlier code. */
export function captureShareCode(search: string): void {
  const code = extractShareCode(search);
  if (code) sessionStore.set(SHARE_CODE_KEY, code);
}

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
