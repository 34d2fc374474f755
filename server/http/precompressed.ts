import { deflateSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type Encoding = 'gzip' | 'deflate';

/** hono/compress's encodings, in its order of preference. */
const ENCODINGS: readonly Encoding[] = ['gzip', 'deflate'];

const ENCODERS: Record<Encoding, (content: string | Uint8Array) => Uint8Array<ArrayBuffer>> = { gzip: gzipSync, deflate: deflateSync };

/**
 * A body with its compressed forms, each made on first use and kept: a cached JSON answer, a file of the build or
 * a token's metadata is compressed once for all the requests that get it, where hono/compress would compress it
 * again for each.
 */
export class CompressibleBody {
  private readonly encoded = new Map<Encoding, Uint8Array<ArrayBuffer>>();

  constructor(readonly content: string | Uint8Array<ArrayBuffer>) {}

  encodedAs(encoding: Encoding): Uint8Array<ArrayBuffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.content);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The encoding hono/compress chooses for the same Accept-Encoding (it does not export its choice): the first of
 * gzip and deflate accepted with q=1, else the one with the highest q, `*` standing for any not named.
 */
function preferredEncoding(accepted: Array<{ type: string; q: number }>): Encoding | 'identity' {
  const wildcardQ = accepted.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepted.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcardQ ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? 'identity';
}

const ENCODING_NEGOTIATION: Parameters<typeof accepts>[1] = {
  header: 'Accept-Encoding',
  supports: [...ENCODINGS],
  default: 'identity',
  match: preferredEncoding,
};

/** How an answer to this request is compressed, if at all; like hono/compress, never for a HEAD. */
function negotiatedEncoding(c: Context): Encoding | undefined {
  if (c.req.method === 'HEAD') return undefined;
  const chosen = accepts(c, ENCODING_NEGOTIATION);
  return chosen === 'identity' ? undefined : (chosen as Encoding);
}

/**
 * An answer made from `body`'s kept form in the encoding hono/compress would choose, and marked with it, so the
 * middleware leaves it as it is. It says it varies with Accept-Encoding, as the middleware says of what it
 * compresses; the security headers and the policy are added by `answerHeaders` as to any answer.
 */
export function precompressedAnswer(
  c: Context,
  body: CompressibleBody,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  const encoding = negotiatedEncoding(c);
  const varying = { ...headers, vary: 'Accept-Encoding' };
  return encoding
    ? new Response(body.encodedAs(encoding), { status, headers: { ...varying, 'content-encoding': encoding } })
    : new Response(body.content, { status, headers: varying });
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON answer from its kept text, as `c.json` would answer it. */
export function jsonAnswer(c: Context, body: CompressibleBody, status: ContentfulStatusCode): Response {
  return precompressedAnswer(c, body, status, JSON_HEADERS);
}
