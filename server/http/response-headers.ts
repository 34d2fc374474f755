import { deflateSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { buildContentSecurityPolicy, inlineScriptHashes, type PolicySources } from './content-security-policy';

/**
 * The headers hono/secure-headers sends by default, with our referrer policy and framing refused, plus the
 * Vary every answer carries since any may be compressed.
 */
const HEADERS_OF_EVERY_ANSWER: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

type Encoding = 'gzip' | 'deflate';

/** In hono/compress's order of preference. */
const ENCODINGS: readonly Encoding[] = ['gzip', 'deflate'];

const ENCODERS: Record<Encoding, (content: string | Uint8Array) => Uint8Array<ArrayBuffer>> = { gzip: gzipSync, deflate: deflateSync };

/**
 * A body with its compressed forms, each made on first use and kept: a cached JSON answer, or a file of the
 * build, is compressed once for all the requests that get it.
 */
export class CompressibleBody {
  private readonly encoded: Map<Encoding, Uint8Array<ArrayBuffer>>;

  /** `encoded`: forms made ahead (a build file's own gzip), used as they are. */
  constructor(
    readonly content: string | Uint8Array<ArrayBuffer>,
    encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {},
  ) {
    this.encoded = new Map(Object.entries(encoded) as Array<[Encoding, Uint8Array<ArrayBuffer>]>);
  }

  encodedAs(encoding: Encoding): Uint8Array<ArrayBuffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.content);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The whole header set of a JSON answer, for each encoding, as plain objects. */
type JsonAnswerHeaders = Readonly<Record<Encoding | 'identity', Readonly<Record<string, string>>>>;

const JSON_ANSWER_HEADERS = 'jsonAnswerHeaders';

/** Answers `jsonAnswer` made: whole already, so the middleware leaves them as they are. */
const completeAnswers = new WeakSet<Response>();

/** Sorted by name, the order a Fetch `Headers` lists them in, as the other answers send theirs. */
function headerObject(headers: Record<string, string>): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * The encoding hono/compress chooses for the same Accept-Encoding: the first of gzip and deflate accepted
 * with q=1, else the one with the highest q, `*` standing for any not named.
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
 * A JSON answer with its whole header set given as one plain object built at startup. The Node adapter
 * writes such an answer (a string or bytes with plain headers) straight to the socket, where headers set
 * one by one on a Fetch `Headers` cost it about a fifth of its throughput.
 */
export function jsonAnswer(c: Context, body: CompressibleBody, status: ContentfulStatusCode): Response {
  const headers = c.get(JSON_ANSWER_HEADERS) as JsonAnswerHeaders | undefined;
  if (!headers) throw new Error('A JSON answer is made under the answerHeaders middleware, which knows its headers');
  const encoding = negotiatedEncoding(c);
  const response = encoding
    ? new Response(body.encodedAs(encoding), { status, headers: headers[encoding] })
    : new Response(body.content, { status, headers: headers.identity });
  completeAnswers.add(response);
  return response;
}

/**
 * An answer compressed here from `body`'s kept forms, where the middleware would compress it again for each
 * request: for a file of the build, which does not change while the server runs. The middleware adds the
 * headers every answer has, and leaves an answer that names its encoding as it is.
 */
export function precompressedAnswer(
  c: Context,
  body: CompressibleBody,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  const encoding = negotiatedEncoding(c);
  return encoding
    ? new Response(body.encodedAs(encoding), { status, headers: { ...headers, 'content-encoding': encoding } })
    : new Response(body.content, { status, headers });
}

/**
 * The headers of an answer that wallets and explorers on other origins fetch or embed (token metadata and
 * pictures): any origin may read it (CORS) and embed it (CORP cross-origin), and opened on its own it may load
 * and run nothing (an SVG's policy). The rest are every answer's headers.
 */
const SHARED_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...HEADERS_OF_EVERY_ANSWER,
  'access-control-allow-origin': '*',
  'content-security-policy': "default-src 'none'",
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * A whole answer other origins may read or embed, with `headers` added: the body compressed here when
 * `compressible` and the client accepts it, or no body at all for a 304.
 */
export function sharedAnswer(
  c: Context,
  body: CompressibleBody | undefined,
  status: 200 | 304,
  headers: Record<string, string>,
  compressible: boolean,
): Response {
  const encoding = body && compressible ? negotiatedEncoding(c) : undefined;
  const all = { ...SHARED_ANSWER_HEADERS, ...headers, ...(encoding ? { 'content-encoding': encoding } : {}) };
  const content = !body ? null : encoding ? body.encodedAs(encoding) : body.content;
  const response = new Response(content, { status, headers: all });
  completeAnswers.add(response);
  return response;
}

/**
 * The security headers, the Content-Security-Policy and compression of every answer. JSON answers get them
 * whole from `jsonAnswer`; the others (pages, files, the OpenAPI document, the RPC proxy) here, after the
 * handler: a page's policy allows its own inline scripts by hash, computed from the body it is served with,
 * so a rebuilt export never goes out with stale hashes.
 */
export function answerHeaders(sources: PolicySources): MiddlewareHandler {
  const basePolicy = buildContentSecurityPolicy(sources);
  const jsonHeaders = {
    ...HEADERS_OF_EVERY_ANSWER,
    'content-security-policy': basePolicy,
    'content-type': 'application/json',
  };
  const jsonAnswerHeaders: JsonAnswerHeaders = {
    identity: headerObject(jsonHeaders),
    gzip: headerObject({ ...jsonHeaders, 'content-encoding': 'gzip' }),
    deflate: headerObject({ ...jsonHeaders, 'content-encoding': 'deflate' }),
  };
  const policyFor = async (answer: Response) =>
    answer.headers.get('content-type')?.startsWith('text/html')
      ? buildContentSecurityPolicy(sources, inlineScriptHashes(await answer.clone().text()))
      : basePolicy;
  const compressFinishedAnswer = compress();
  const alreadyFinished = async () => undefined;

  return async (c, next) => {
    c.set(JSON_ANSWER_HEADERS, jsonAnswerHeaders);
    await next();
    if (completeAnswers.has(c.res)) return;

    // A 304 has no body to hash; the browser keeps the policy of the page it revalidated, and would
    // otherwise take this one in its place.
    const policy = c.res.status === 304 ? undefined : await policyFor(c.res);
    // Read after the page's body was: cloning it hands the answer a new `Headers`.
    const headers = c.res.headers;
    // Set on the answer's own headers: compress() finding Vary there does not rebuild the answer around a
    // stream, which the Node adapter would copy chunk by chunk.
    for (const [name, value] of Object.entries(HEADERS_OF_EVERY_ANSWER)) headers.set(name, value);
    if (policy) headers.set('content-security-policy', policy);
    // Last, on the plain body the policy was hashed from.
    await compressFinishedAnswer(c, alreadyFinished);
  };
}
