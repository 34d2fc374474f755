import { HOME_PATH, LOGIN_PATH, normalisePathname } from './routes';

/** docs/PRODUCT.md §6: the only routes a visitor (no token) may open. */
export const VISITOR_PATHS: readonly string[] = [HOME_PATH, LOGIN_PATH, '/familyDetail'];

/** Query parameter carrying where a visitor was going, so login can bring them back. */
export const REDIRECT_PARAM = 'redirect';

export function isVisitorAllowed(pathname: string): boolean {
  const path = normalisePathname(pathname);
  // `/` only forwards to Home, so it needs no guard of its own.
  return path === '/' || VISITOR_PATHS.includes(path);
}

/**
 * Where the guard sends the reader, or null to stay. A visitor on a protected route goes to Home, which
 * remembers the route they wanted (`/home?redirect=/user`) unless `rememberTarget` is false.
 */
export function guardRedirect(
  pathname: string,
  search: string,
  loggedIn: boolean,
  { rememberTarget = true }: { rememberTarget?: boolean } = {},
): string | null {
  if (loggedIn || isVisitorAllowed(pathname)) return null;
  if (!rememberTarget) return HOME_PATH;
  const wanted = `${normalisePathname(pathname)}${search}`;
  return `${HOME_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
}

/** An origin no page is served from, to resolve a `redirect` value against. */
const NO_ORIGIN = 'https://redirect.invalid';

/**
 * A `redirect` value is followed only when it is a path inside the app: a full or protocol-relative URL
 * would turn the login page into an open redirect. It is read as the browser reads it, which drops tabs and
 * line breaks (`/\t/evil.example` is `//evil.example`), and what is followed is what was read.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return HOME_PATH;
  let target: URL;
  try {
    target = new URL(value, NO_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (target.origin !== NO_ORIGIN) return HOME_PATH;
  const path = normalisePathname(target.pathname);
  return path === LOGIN_PATH || path === '/' ? HOME_PATH : `${target.pathname}${target.search}${target.hash}`;
}

/** The login page's address, carrying where to return after signing in. */
export function loginHref(returnTo: string | null | undefined): string {
  const target = safeRedirectTarget(returnTo);
  return target === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}
