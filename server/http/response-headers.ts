import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy, type PolicySources } from './content-security-policy';
import { precompressedAnswer, type CompressibleBody } from './precompressed';

/**
 * hono/secure-headers' set with our referrer policy and framing refused. A header the answer set itself stands:
 * a token's picture says who may embed it (see `sharedAnswer`).
 */
const SECURE_HEADERS: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  overwrite: false,
};

/**
 * The security headers, the Content-Security-Policy and the compression of every answer, after its handler and in
 * this order: the policy (a page's hashes its inline scripts, see `contentSecurityPolicy`), hono/secure-headers,
 * then hono/compress, on the plain body the policy was hashed from. An answer already compressed
 * (`precompressedAnswer`) is not compressed again.
 */
export function answerHeaders(sources: PolicySources): MiddlewareHandler {
  return every(compress(), secureHeaders(SECURE_HEADERS), contentSecurityPolicy(sources));
}

/**
 * The headers of an answer that wallets and explorers on other origins fetch or embed (token metadata and
 * pictures): any origin may read it (CORS) and embed it (CORP cross-origin), and opened on its own it may load
 * and run nothing (an SVG's policy). The middleware adds the rest.
 */
const SHARED_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'content-security-policy': "default-src 'none'",
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * An answer other origins may read or embed, with `headers` added: the body compressed once when `compressible`,
 * or no body at all for a 304.
 */
export function sharedAnswer(
  c: Context,
  body: CompressibleBody | undefined,
  status: 200 | 304,
  headers: Record<string, string>,
  compressible: boolean,
): Response {
  const all = { ...SHARED_ANSWER_HEADERS, ...headers };
  if (status === 200 && body && compressible) return precompressedAnswer(c, body, status, all);
  return new Response(body?.content ?? null, { status, headers: all });
}
