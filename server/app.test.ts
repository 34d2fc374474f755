import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import type { DatabaseHandle } from './db/client';
import { users } from './db/schema';
import { createTestApp, emptyAllTables, openTestDatabase, postJson, rowCount, TEST_CONTRACTS, type TestApp } from './test-support/test-app';

let database: DatabaseHandle;
let server: TestApp;
let staticDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await emptyAllTables(database.db);
  staticDir = mkdtempSync(path.join(tmpdir(), 'app-static-'));
  writeFileSync(path.join(staticDir, 'home.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(staticDir, '404.html'), '<!doctype html><title>Not found</title>');
  server = createTestApp(database.db, { staticDir });
});

afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('GET /afaJavaRoom/public/config/public-info', () => {
  it('gives the analytics URL, the chain and the contract addresses', async () => {
    const served = createTestApp(database.db, { publicOrigins: ['https://app.example.com', 'http://localhost:3000'] });
    const response = await served.request('http://localhost:3000/afaJavaRoom/public/config/public-info');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      message: 'success',
      data: {
        commonConfig: { sensorsUrl: 'http://localhost:3000/sensors/collect', isOperationalTask: false },
        chain: {
          id: 2810,
          name: 'Morph Testnet',
          rpcUrl: 'http://localhost:3000/rpc',
          explorerUrl: 'https://explorer-holesky.morphl2.io',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        contracts: { AfaToken: TEST_CONTRACTS.AfaToken.address },
      },
    });
  });

  it('uses the configured analytics and RPC URLs and product prefix', async () => {
    const configured = createTestApp(database.db, {
      product: 'demo',
      sensorsUrl: 'https://sensors.example.com/sa',
      publicRpcUrl: 'https://rpc.example.com',
    });
    const response = await configured.request('/demoJavaRoom/public/config/public-info');
    const { data } = await response.json();
    expect(data.commonConfig.sensorsUrl).toBe('https://sensors.example.com/sa');
    expect(data.chain.rpcUrl).toBe('https://rpc.example.com');
    expect((await configured.request('/afaJavaRoom/public/config/public-info')).status).toBe(404);
  });

  it('names its own addresses on a configured origin, whatever host the request claims', async () => {
    const served = createTestApp(database.db, { publicOrigins: ['https://app.example.com', 'http://localhost:3000'] });
    // What @hono/node-server makes of a request whose Host header says evil.example.
    const { data } = await (await served.request('http://evil.example/afaJavaRoom/public/config/public-info')).json();
    expect(data.chain.rpcUrl).toBe('https://app.example.com/rpc');
    expect(data.commonConfig.sensorsUrl).toBe('https://app.example.com/sensors/collect');
  });

  it('tells whether an operational task runs, as the server is configured', async () => {
    const withTask = createTestApp(database.db, { operationalTask: true });
    const { data } = await (await withTask.request('/afaJavaRoom/public/config/public-info')).json();
    expect(data.commonConfig.isOperationalTask).toBe(true);
  });

  it('accepts the headers every client sends', async () => {
    const response = await server.request('/afaJavaRoom/public/config/public-info', {
      headers: { ostype: 'web', source: 'web', lang: 'en', appver: '2.2.8', authorization: 'Bearer whatever' },
    });
    expect((await response.json()).code).toBe(200);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/afaJavaRoom/public/no-such-thing'],
    ['POST', '/afaJavaRoom/public/user/info'],
    ['GET', '/afaJavaRoom/public/user/send-captcha'],
    ['GET', '/v1/no-such-service'],
    ['GET', '/v1'],
    ['DELETE', '/home'],
  ])('%s %s answers a 404 envelope', async (method, routePath) => {
    const response = await server.request(routePath, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 404, data: null, message: `No such endpoint: ${method} ${routePath}` });
  });

  it('serves the app for other paths', async () => {
    const page = await server.request('/home');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Home</title>');
    const missing = await server.request('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Not found</title>');
  });
});

describe('hostile and oversized input', () => {
  it('refuses a body over 64 KiB with a 413 envelope and writes nothing', async () => {
    const response = await server.request(
      '/afaJavaRoom/public/user/login-in',
      postJson({ email: 'ada@example.com', captcha: '123456', padding: 'x'.repeat(70 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, data: null, message: 'The request body is too large' });
    expect(await rowCount(database.db, users)).toBe(0);
  });

  it('never shows a stack trace for an unexpected failure', async () => {
    const broken = createTestApp({} as DatabaseHandle['db']);
    const response = await broken.request('/afaJavaRoom/app/user/info', { headers: { authorization: 'Bearer token' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 500,
      data: null,
      message: 'Internal server error, please try again later',
    });
    expect(broken.logLines).toEqual(['Unhandled error on GET /afaJavaRoom/app/user/info']);
  });
});

describe('headers', () => {
  it('sends the security headers with every answer', async () => {
    for (const routePath of ['/home', '/afaJavaRoom/public/config/public-info', '/v1/x']) {
      const { headers } = await server.request(routePath);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('compresses text when the client accepts gzip, and says every answer varies with that', async () => {
    const response = await server.request('/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    for (const accepted of ['gzip', '']) {
      const answer = await server.request('/afaJavaRoom/public/config/public-info', { headers: { 'accept-encoding': accepted } });
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
  });
});

describe('GET /openapi.json', () => {
  it('generates the document once, however often anyone asks for it', async () => {
    const generate = jest.spyOn(OpenApiGeneratorV3.prototype, 'generateDocument');
    try {
      const served = createTestApp(database.db);
      const answers = [];
      for (let request = 0; request < 3; request++) answers.push(await (await served.request('/openapi.json')).text());
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0]!).paths).toHaveProperty(['/afaJavaRoom/public/config/public-info']);
      expect(generate).toHaveBeenCalledTimes(1);
    } finally {
      generate.mockRestore();
    }
  });

  it('documents both APIs in one OpenAPI 3 document', async () => {
    const response = await server.request('/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/afaJavaRoom/app/user/info',
        '/afaJavaRoom/public/config/public-info',
        '/afaJavaRoom/public/user/login-in',
        '/afaJavaRoom/public/article/list',
        '/afaJavaRoom/app/article/search',
        '/afaJavaRoom/public/union/info',
        '/afaJavaRoom/app/user/update',
        '/sensors/collect',
        '/v1/nft/broadcast-tx',
        '/v1/waas/create-wallet',
      ]),
    );
    // Every /app and /v1 operation is documented as needing the bearer token, but the order book's: an order proves
    // its maker by its signature, and anyone reads the book and fills from it.
    const isMarket = (entry: string) => entry.startsWith('/v1/market/');
    for (const routePath of paths.filter((entry) => entry.includes('/app/') || entry.startsWith('/v1/'))) {
      for (const operation of Object.values(document.paths[routePath]) as { security?: unknown }[]) {
        expect([routePath, operation.security]).toEqual([routePath, isMarket(routePath) ? undefined : [{ bearerAuth: [] }]]);
      }
    }
    expect(paths.filter(isMarket).length).toBeGreaterThan(0);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
