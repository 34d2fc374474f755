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
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://rpc.example.org',
      'https://api.example.com',
      'https://sensors.example.net',
    ]);
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
