/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, CLIENT_HEADERS } from './client';
import { apiFeedback } from './feedback';
import type { ApiFailure } from './failure';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: SeenRequest[];
let published: ApiFailure[];
let unsubscribe: () => void;

function envelope(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/afaJavaRoom`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  published = [];
  unsubscribe = apiFeedback.subscribe((failure) => published.push(failure));
  handler = (_request, response) => envelope(response, 200, { code: 200, data: { ok: true }, message: 'success' });
});

afterEach(() => unsubscribe());

function client(overrides: { token?: string | null; timeoutMs?: number; onUnauthorized?: () => void } = {}) {
  return createApiClient({
    baseUrl,
    onUnauthorized: overrides.onUnauthorized ?? jest.fn(),
    getToken: () => (overrides.token === undefined ? 'tok-123' : overrides.token),
    timeoutMs: overrides.timeoutMs ?? 2000,
  });
}

describe('requests', () => {
  it('sends the bearer token and the product headers on every call', async () => {
    await client().get('/app/user/info');
    const { headers } = seen[0];
    expect(headers.authorization).toBe('Bearer tok-123');
    for (const [name, value] of Object.entries(CLIENT_HEADERS)) expect(headers[name]).toBe(value);
  });

  it('omits Authorization when there is no token', async () => {
    await client({ token: null }).get('/public/config/public-info');
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('puts GET parameters in the query string and skips empty ones', async () => {
    await client().get('/app/nft/wait-pair-list', { type: 2, page: 0, size: 1000, missing: undefined, empty: null });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/afaJavaRoom/app/nft/wait-pair-list?type=2&page=0&size=1000');
    expect(seen[0].body).toBe('');
  });

  it('sends POST payloads as a JSON body', async () => {
    await client().post('/public/user/login-in', { email: 'a@b.co', captcha: '123456' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/afaJavaRoom/public/user/login-in');
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'a@b.co', captcha: '123456' });
  });
});

describe('the envelope', () => {
  it('gives the data of a code 200 answer and publishes nothing', async () => {
    await expect(client().get('/x')).resolves.toEqual({ ok: true });
    expect(published).toEqual([]);
  });

  it.each([
    [10030, 'tied'],
    [10033, 'bound'],
    [10020, 'Captcha is incorrect'],
  ])('resolves null on code %i and publishes the failure', async (code, message) => {
    handler = (_request, response) => envelope(response, 200, { code, data: null, message });
    await expect(client().post('/x')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'envelope', code, message }]);
  });

  it('returns the failure from request() without publishing it', async () => {
    handler = (_request, response) => envelope(response, 200, { code: 10020, data: null, message: 'Captcha is incorrect' });
    await expect(client().request('POST', '/x', {})).resolves.toEqual({
      ok: false,
      failure: { kind: 'envelope', code: 10020, message: 'Captcha is incorrect' },
    });
    expect(published).toEqual([]);
  });
});

describe('transport failures', () => {
  it('reports a 4xx as ERR_BAD_REQUEST with the server message', async () => {
    handler = (_request, response) => envelope(response, 400, { code: 400, data: null, message: 'email: Invalid email' });
    await expect(client().post('/x', {})).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ERR_BAD_REQUEST', status: 400, message: 'email: Invalid email' }]);
  });

  it('reports a 5xx as ERR_BAD_RESPONSE', async () => {
    handler = (_request, response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    };
    await expect(client().get('/x')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ERR_BAD_RESPONSE', status: 502, message: undefined }]);
  });

  it('reports a 200 that is not an envelope as ERR_BAD_RESPONSE', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>not json</html>');
    };
    await expect(client().get('/x')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ERR_BAD_RESPONSE', status: 200, message: undefined }]);
  });

  it('gives up after the timeout with ETIMEDOUT', async () => {
    handler = () => {
      // Never answers.
    };
    await expect(client({ timeoutMs: 100 }).get('/slow')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ETIMEDOUT', status: undefined, message: undefined }]);
  });

  it('reads the answer of a request the prerendered page already sent, without sending it again', async () => {
    const sent = { url: `${baseUrl}/public/early`, response: fetch(`${baseUrl}/public/early`) };
    await expect(client().request('GET', '/public/early', undefined, { sent })).resolves.toEqual({ ok: true, data: { ok: true } });
    expect(seen.map((request) => request.url)).toEqual(['/afaJavaRoom/public/early']);
  });

  it('sends its own request when the one already sent went to another address', async () => {
    const sent = { url: `${baseUrl}/public/early?id=8`, response: fetch(`${baseUrl}/public/early?id=8`) };
    await expect(client().request('GET', '/public/early', { id: 7 }, { sent })).resolves.toEqual({ ok: true, data: { ok: true } });
    expect(seen.map((request) => request.url)).toEqual(['/afaJavaRoom/public/early?id=8', '/afaJavaRoom/public/early?id=7']);
  });

  it('gives up on an already sent request after the timeout too', async () => {
    const neverAnswered = new Promise<Response>(() => {});
    await expect(
      client({ timeoutMs: 100 }).get('/slow', undefined, { sent: { url: `${baseUrl}/slow`, response: neverAnswered } }),
    ).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ETIMEDOUT', status: undefined, message: undefined }]);
    expect(seen).toEqual([]);
  });

  it('reports an unreachable server as ERR_NETWORK', async () => {
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:1/v1', onUnauthorized: jest.fn(), getToken: () => null });
    await expect(unreachable.get('/x')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ERR_NETWORK', status: undefined, message: undefined }]);
  });

  it('reports a relative base without a page origin as ERR_INVALID_URL', async () => {
    const relative = createApiClient({ baseUrl: '/v1', onUnauthorized: jest.fn(), getToken: () => null });
    await expect(relative.get('/x')).resolves.toBeNull();
    expect(published).toEqual([{ kind: 'http', code: 'ERR_INVALID_URL', status: undefined, message: undefined }]);
  });

  it('stays quiet when the caller cancels', async () => {
    handler = () => {
      // Never answers.
    };
    const controller = new AbortController();
    const call = client().get('/slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).resolves.toBeNull();
    expect(published).toEqual([]);
  });
});

describe('401', () => {
  it('calls onUnauthorized on an HTTP 401 and reports it', async () => {
    const onUnauthorized = jest.fn();
    handler = (_request, response) => envelope(response, 401, { code: 401, data: null, message: 'Unauthorised' });
    await expect(client({ onUnauthorized }).get('/app/user/info')).resolves.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(published).toEqual([{ kind: 'http', code: 'ERR_BAD_REQUEST', status: 401, message: 'Unauthorised' }]);
  });

  it('calls onUnauthorized on an envelope code 401 sent with HTTP 200', async () => {
    const onUnauthorized = jest.fn();
    handler = (_request, response) => envelope(response, 200, { code: 401, data: null, message: 'Unauthorised' });
    await client({ onUnauthorized }).get('/app/user/info');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other failures', async () => {
    const onUnauthorized = jest.fn();
    handler = (_request, response) => envelope(response, 403, { code: 403, data: null, message: 'Forbidden' });
    await client({ onUnauthorized }).get('/x');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
