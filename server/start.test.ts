import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { DEFAULT_BREEDING_BLOCKED_ADDRESSES } from '@/lib/nft/breeding-blocklist';
import { readServerConfig } from './config';
import { seedUsers } from './db/seed-content/community';
import { closeHttpServer, KEEP_ALIVE_TIMEOUT_MS, listen, startServer, type RunningServer } from './start';

let workDir: string;
const logLines: string[] = [];

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'start-server-'));
  writeFileSync(path.join(workDir, 'home.html'), '<title>Home</title>');
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function start(): Promise<RunningServer> {
  return startServer({
    ...readServerConfig({ PORT: '0', RUN_MODE: 'local', INDEXER: 'off', DATA_DIR: path.join(workDir, 'pglite'), STATIC_DIR: workDir }),
    log: (line) => logLines.push(line),
  });
}

async function logIn(server: RunningServer, email: string): Promise<string> {
  const api = `${server.url}/afaJavaRoom/public/user`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${api}/send-captcha`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
  const code = logLines.findLast((line) => line.startsWith(`[captcha] ${email} `))!.split(' ')[2];
  const login = await fetch(`${api}/login-in`, { method: 'POST', headers: json, body: JSON.stringify({ email, captcha: code }) });
  return (await login.json()).data.token;
}

describe('startServer', () => {
  it('serves over HTTP, keeps its data across restarts, and seeds only once', async () => {
    let token = '';
    const first = await start();
    try {
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      const page = await fetch(`${first.url}/home`);
      expect(await page.text()).toBe('<title>Home</title>');
      token = await logIn(first, 'ada@example.com');
      expect(token).toBeTruthy();
    } finally {
      await first.close();
    }
    await expect(fetch(`${first.url}/home`)).rejects.toThrow();

    const second = await start();
    try {
      const info = await fetch(`${second.url}/afaJavaRoom/app/user/info`, { headers: { authorization: `Bearer ${token}` } });
      const { data } = await info.json();
      expect(data.email).toBe('ada@example.com');
      // The demo user and the community were seeded once, so ada still comes right after them.
      expect(data.id).toBe(seedUsers.length + 2);
    } finally {
      await second.close();
    }
  }, 60_000);
});

/** One GET through `agent`, telling whether it went on a connection an earlier request had opened. */
function getThrough(agent: http.Agent, port: number): Promise<{ status?: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ agent, host: '127.0.0.1', port, path: '/' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('listen', () => {
  it('keeps an idle connection open longer than its clients and proxies do, so reusing one is never reset', async () => {
    const server = await listen(
      new Hono().get('/', (c) => c.text('ok')),
      0,
      '127.0.0.1',
    );
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(server).toMatchObject({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS });
      expect((server as http.Server).headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(await getThrough(agent, port)).toEqual({ status: 200, reusedSocket: false });
      // Past Node's default, after which the server closed the connection under its client: 5 s, and the 1 s
      // Node adds to what it announces. The duration itself is what is tested.
      await sleep(6_500);
      expect(await getThrough(agent, port)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
      await closeHttpServer(server);
    }
  });
});

describe('readServerConfig', () => {
  it('has defaults for every setting', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      product: 'afa',
      databaseUrl: undefined,
      databasePoolSize: 20,
      dataDir: '.data/pglite',
      rpcUrl: 'http://127.0.0.1:8545',
      publicRpcUrl: undefined,
      staticDir: 'out',
      sensorsUrl: undefined,
      chainId: 2810,
      chainName: undefined,
      explorerUrl: undefined,
      trustedProxyHops: 0,
      publicOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      connectUrls: [],
      runMode: 'production',
      indexerEnabled: true,
      indexerPollMs: 1000,
      indexerConfirmations: 0,
      operationalTask: true,
      articleListCacheMs: 1000,
      requestConcurrency: undefined,
      requestQueueWaitMs: 10_000,
      seedDemo: false,
      deploymentsDir: 'deployments',
      apiOrigin: undefined,
      walletApiOrigin: undefined,
      tokenSendRecipient: undefined,
      breedingBlockedAddresses: [...DEFAULT_BREEDING_BLOCKED_ADDRESSES],
      marketFee: { bps: 0, recipient: undefined },
      testWallet: undefined,
    });
  });

  it('reads the environment', () => {
    const config = readServerConfig({
      PORT: '3101',
      PRODUCT: 'demo',
      DATABASE_URL: 'postgres://localhost/app',
      SENSORS_URL: 'https://sensors.example.com/sa',
      CHAIN_ID: '2818',
      TRUST_PROXY: '1',
      OPERATIONAL_TASK: '0',
      DATABASE_POOL_SIZE: '40',
      INDEXER_CONFIRMATIONS: '12',
      REQUEST_CONCURRENCY: '8',
    });
    expect(config).toMatchObject({
      requestConcurrency: 8,
      databasePoolSize: 40,
      indexerConfirmations: 12,
      port: 3101,
      product: 'demo',
      databaseUrl: 'postgres://localhost/app',
      sensorsUrl: 'https://sensors.example.com/sa',
      chainId: 2818,
      trustedProxyHops: 1,
      operationalTask: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ PRODUCT: '../x' })).toThrow(/PRODUCT/);
    expect(() => readServerConfig({ RPC_URL: 'not a url' })).toThrow(/RPC_URL/);
    expect(() => readServerConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readServerConfig({ INDEXER_CONFIRMATIONS: '-1' })).toThrow(/INDEXER_CONFIRMATIONS/);
    expect(() => readServerConfig({ REQUEST_CONCURRENCY: 'many' })).toThrow(/REQUEST_CONCURRENCY/);
    expect(() => readServerConfig({ OPERATIONAL_TASK: 'yes' })).toThrow(/OPERATIONAL_TASK/);
  });
});
