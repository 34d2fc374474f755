/**
 * Hostile strings for the input tests: SQL injection aimed at Postgres, and cross-site scripting in the
 * forms a page could execute (script tags, event handlers, javascript: URLs, SVG, srcdoc, CSS). The XSS
 * corpus is shared with the app's rendering tests, which place each payload in every rendered text field.
 */
import { XSS_PAYLOADS as MARKUP_XSS_PAYLOADS } from './xss-payloads';

export const SQL_INJECTION_PAYLOADS: readonly string[] = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE users; --",
  "'; DELETE FROM articles; --",
  "'; UPDATE users SET nickname = 'pwned'; --",
  "'; TRUNCATE sessions CASCADE; --",
  '1; DROP TABLE articles',
  '1 OR 1=1',
  '1) OR (1=1',
  "' UNION SELECT token_hash, NULL, NULL FROM sessions --",
  "' UNION ALL SELECT NULL,NULL,NULL,NULL,NULL--",
  "admin'--",
  "' AND (SELECT pg_sleep(5)) IS NULL --",
  "'; SELECT pg_sleep(5); --",
  '$$; DROP TABLE users; $$',
  "E'\\x27; DROP TABLE users; --",
  "\\'; DROP TABLE users; --",
  "%' OR '%'='",
  "' OR email LIKE '%",
  "'||(SELECT current_user)||'",
  "'; COPY users TO '/tmp/users.csv'; --",
  '1::text; DROP TABLE users',
  "' AND 1=CAST((SELECT version()) AS int) --",
  "\u0000'; DROP TABLE users; --",
  "' OR 'x' ILIKE 'x",
  '"; DROP TABLE "users"; --',
  '/**/OR/**/1=1',
];

/** The same hostile markup the e2e places in every screen, here to reach every endpoint's text fields. */
export const XSS_PAYLOADS: readonly string[] = MARKUP_XSS_PAYLOADS.map((payload) => payload.markup);

/** Strings that break naive parsers and encoders rather than exploit them. */
export const AWKWARD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '🐉🐉🐉',
  'a'.repeat(5000),
  '\r\n\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '99999999999999999999999',
  '0x',
  'null',
];
