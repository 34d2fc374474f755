import { appConfig } from '@/lib/config';
import { session } from '@/lib/session/store';
import { apiFeedback } from './feedback';
import type { ApiFailure, ApiResult, HttpErrorCode } from './failure';
import type { HttpMethod, OperationOf, PathsFor, RequestPayload, ResponseData } from './schema';

type QueryValue = string | number | boolean | null | undefined;
type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Cancels the call, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal;
  /**
   * A request the prerendered page's inline script already sent while the app's code loaded: when it is this
   * very GET (the same address), its answer is read instead of asking again, within the same timeout.
   */
  sent?: SentRequest;
}

/** A request already on its way, and the address it went to (relative to the page or absolute). */
export interface SentRequest {
  url: string;
  response: Promise<Response>;
}

export interface ApiClientOptions {
  /** Where the API's paths start; a function when the deployment's configuration says (lib/runtime-config). */
  baseUrl: string | (() => Promise<string>);
  /** What a 401 means for this API (docs/PRODUCT.md §4.3): each client decides. */
  onUnauthorized: () => void;
  /** The bearer token to send; the session's by default. */
  getToken?: () => string | null;
  timeoutMs?: number;
}

/**
 * An API whose paths are not known to the type system: every path, any payload, data of unknown shape.
 * The typed clients use the generated paths instead (schema.ts).
 */
export interface UntypedPaths {
  [path: string]: Record<
    'get' | 'post',
    {
      parameters: { query?: QueryParams };
      requestBody?: { content: { 'application/json': unknown } };
      responses: { 200: { content: { 'application/json': { data: unknown } } } };
    }
  >;
}

type Payload<Paths, Path, Method extends HttpMethod> = RequestPayload<OperationOf<Paths, Path, Method>, Method>;
type Data<Paths, Path, Method extends HttpMethod> = ResponseData<OperationOf<Paths, Path, Method>>;

/** A client of the API described by `Paths`: a path, its payload and its data are checked against the document. */
export interface ApiClient<Paths> {
  /** One call, no feedback shown: for screens that present failures themselves (e.g. inline). */
  request<Method extends HttpMethod, Path extends PathsFor<Paths, Method>>(
    method: Method,
    path: Path,
    payload?: Payload<Paths, Path, Method>,
    options?: RequestOptions,
  ): Promise<ApiResult<Data<Paths, Path, Method>>>;
  /** GET with `query` in the query string; the data, or null after the failure was published. */
  get<Path extends PathsFor<Paths, 'GET'>>(
    path: Path,
    query?: Payload<Paths, Path, 'GET'>,
    options?: RequestOptions,
  ): Promise<Data<Paths, Path, 'GET'> | null>;
  /** POST with `body` as JSON; the data, or null after the failure was published. */
  post<Path extends PathsFor<Paths, 'POST'>>(
    path: Path,
    body?: Payload<Paths, Path, 'POST'>,
    options?: RequestOptions,
  ): Promise<Data<Paths, Path, 'POST'> | null>;
}

/** docs/PRODUCT.md §7: headers every call carries. */
export const CLIENT_HEADERS = {
  ostype: 'web',
  source: 'web',
  lang: 'en',
  appver: '2.2.8',
} as const;

const OK_CODE = 200;
const UNAUTHORIZED = 401;

interface Envelope {
  code: number;
  data: unknown;
  message: string;
}

function parseEnvelope(text: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return null;
  const { code, data, message } = parsed as { code: unknown; data?: unknown; message?: unknown };
  const numericCode = Number(code);
  if (!Number.isFinite(numericCode)) return null;
  return { code: numericCode, data: data ?? null, message: typeof message === 'string' ? message : '' };
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): URL {
  // A relative base (the default) resolves against the page's own origin.
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const url = new URL(`${baseUrl}${path}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

function httpFailure(code: HttpErrorCode, status?: number, message?: string): ApiResult<never> {
  return { ok: false, failure: { kind: 'http', code, status, message } };
}

/** `pending`, or a rejection as soon as `signal` aborts, as fetch does with its own signal. */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    pending.then(resolve, reject);
  });
}

function combineSignals(timeout: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  return caller ? AbortSignal.any([timeout, caller]) : timeout;
}

/** A client for one REST API speaking the `{ code, data, message }` envelope (docs/PRODUCT.md §7, §8). */
export function createApiClient<Paths = UntypedPaths>({
  baseUrl,
  onUnauthorized,
  getToken = () => session.get().token,
  timeoutMs = appConfig.httpTimeoutMs,
}: ApiClientOptions): ApiClient<Paths> {
  async function send(method: HttpMethod, path: string, payload: unknown, options: RequestOptions = {}): Promise<ApiResult<unknown>> {
    const isGet = method === 'GET';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = combineSignals(timeout, options.signal);
    const unanswered = () => httpFailure(options.signal?.aborted ? 'ERR_CANCELED' : timeout.aborted ? 'ETIMEDOUT' : 'ERR_NETWORK');
    let base: string;
    try {
      base = typeof baseUrl === 'string' ? baseUrl : await untilAborted(baseUrl(), signal);
    } catch {
      return unanswered();
    }
    let url: URL;
    try {
      url = buildUrl(base, path, isGet ? (payload as QueryParams | undefined) : undefined);
    } catch {
      return httpFailure('ERR_INVALID_URL');
    }

    const headers: Record<string, string> = { ...CLIENT_HEADERS, Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (!isGet) headers['Content-Type'] = 'application/json';

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const sent = isGet && options.sent && new URL(options.sent.url, url).href === url.href ? options.sent.response : undefined;
      const response = await (sent
        ? untilAborted(sent, signal)
        : fetch(url, { method, headers, body: isGet ? undefined : JSON.stringify(payload ?? {}), signal }));
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch {
      return unanswered();
    }

    const envelope = parseEnvelope(text);
    if (status === UNAUTHORIZED || envelope?.code === UNAUTHORIZED) onUnauthorized();
    if (!ok) return httpFailure(status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', status, envelope?.message);
    if (!envelope) return httpFailure('ERR_BAD_RESPONSE', status);
    if (envelope.code === OK_CODE) return { ok: true, data: envelope.data };
    return { ok: false, failure: { kind: 'envelope', code: envelope.code, message: envelope.message } };
  }

  async function settle<T>(call: Promise<ApiResult<T>>): Promise<T | null> {
    const result = await call;
    if (result.ok) return result.data;
    // A cancelled call was abandoned on purpose (the screen moved on): nothing to tell the reader.
    if (!isCancellation(result.failure)) apiFeedback.publish(result.failure);
    return null;
  }

  // The server answers with the document's shapes: the data is taken as the operation's type.
  const request = send as ApiClient<Paths>['request'];
  return {
    request,
    get: (path, query, options) => settle(request('GET', path, query, options)),
    post: (path, body, options) => settle(request('POST', path, body, options)),
  };
}

function isCancellation(failure: ApiFailure): boolean {
  return failure.kind === 'http' && failure.code === 'ERR_CANCELED';
}
