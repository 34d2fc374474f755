import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, openTestDatabase, type TestApp } from '../test-support/test-app';

const BOOTSTRAP = 'self.__next_f=self.__next_f||[]';
const PAYLOAD = 'self.__next_f.push([1,"page"])';

let database: DatabaseHandle;
let staticDir: string;
let server: TestApp;

function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy as a map from directive to its sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  staticDir = mkdtempSync(path.join(tmpdir(), 'csp-site-'));
  mkdirSync(path.join(staticDir, 'home'));
  writeFileSync(
    path.join(staticDir, 'home.html'),
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>` +
      `<script>${BOOTSTRAP}</script></head><body><script>${PAYLOAD}</script></body></html>`,
  );
  writeFileSync(path.join(staticDir, 'home', 'inforList.html'), `<html><body><script>${PAYLOAD}</script></body></html>`);
  server = createTestApp(database.db, {
    staticDir,
    publicRpcUrl: 'https://rpc.example.org/v1/key',
    sensorsUrl: 'https://sensors.example.net/sa?project=x',
    connectUrls: ['https://api.example.com/afaJavaRoom', '/relative-is-same-origin'],
  });
});

afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy with the app: self scripts and their inline hashes, no eval, no framing', async () => {
    const response = await server.request('/home');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    expect(policy).not.toContain('unsafe-eval');
    const csp = directives(policy);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", ...[sha256Source(BOOTSTRAP), sha256Source(PAYLOAD)].sort()]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://rpc.example.org', 'https://api.example.com', 'https://sensors.example.net']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://sensors.example.net']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends nosniff, a referrer policy and no framing on pages and API answers alike', async () => {
    for (const url of ['/home', '/home/inforList', '/afaJavaRoom/public/config/public-info', '/v1/unknown']) {
      const response = await server.request(url);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the header set of every answer', () => {
  /** hono/secure-headers' set with our options, and the Vary every answer carries since any may be compressed. */
  const SECURITY_HEADERS = {
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

  /** The headers of an answer as a plain object; the length follows the body, so it is left out. */
  async function headerSet(app: TestApp, url: string, init: RequestInit = {}): Promise<Record<string, string>> {
    const response = await app.request(url, init);
    await response.arrayBuffer();
    const headers = Object.fromEntries(response.headers);
    delete headers['content-length'];
    return headers;
  }

  it('is the same for a cached list, a miss, error envelopes (which add no-store), a JSON endpoint and the OpenAPI document', async () => {
    const cached = createTestApp(database.db, { articleListCacheMs: 60_000, staticDir });
    const policy = (await headerSet(cached, '/afaJavaRoom/public/config/public-info'))['content-security-policy'];
    expect(directives(policy ?? null).get('script-src')).toEqual(["'self'"]);
    const expected = { ...SECURITY_HEADERS, 'content-security-policy': policy, 'content-type': 'application/json' };

    for (const [page, encoding] of [undefined, 'gzip', 'deflate'].entries()) {
      // A page of its own for each encoding, so each is read once, then answered from memory.
      const list = `/afaJavaRoom/public/article/list?page=${page}&size=10`;
      const init = encoding ? { headers: { 'accept-encoding': encoding } } : {};
      const answers = {
        'list, first read': await headerSet(cached, list, init),
        'list, from memory': await headerSet(cached, list, init),
        'bad query': await headerSet(cached, '/afaJavaRoom/public/article/list?page=-1', init),
        'unknown endpoint': await headerSet(cached, '/v1/unknown', init),
        'no session': await headerSet(cached, '/afaJavaRoom/app/user/info', init),
        'public-info': await headerSet(cached, '/afaJavaRoom/public/config/public-info', init),
        'OpenAPI document': await headerSet(cached, '/openapi.json', init),
      };
      const expectedWithEncoding = encoding ? { ...expected, 'content-encoding': encoding } : expected;
      const errors = new Set(['bad query', 'unknown endpoint', 'no session']);
      for (const [name, headers] of Object.entries(answers)) {
        // An error is never to be kept by a cache (server/http/envelope.ts).
        const expectedOfAnswer = errors.has(name) ? { ...expectedWithEncoding, 'cache-control': 'no-store' } : expectedWithEncoding;
        expect({ [name]: headers }).toEqual({ [name]: expectedOfAnswer });
      }
    }
  });

  it('carries the security headers on pages, files and empty answers too', async () => {
    const pageHeaders = await headerSet(server, '/home');
    const notFoundHeaders = await headerSet(server, '/no-such-page');
    const revalidated = await headerSet(server, '/home', { headers: { 'if-none-match': pageHeaders.etag ?? '' } });
    for (const headers of [pageHeaders, notFoundHeaders, revalidated]) {
      expect(headers).toMatchObject(SECURITY_HEADERS);
    }
    expect(pageHeaders['content-security-policy']).toContain(sha256Source(BOOTSTRAP));
    // A revalidation keeps the policy of the page the browser already has.
    expect(revalidated['content-security-policy']).toBeUndefined();
  });
});
