import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestClient, http } from 'viem';
import { startAnvil, type Anvil } from '@/lib/foundry/anvil';
import { parseRuntimeConfig } from '@/lib/runtime-config/schema';
import { readServerConfig } from './config';
import { startServer, type RunningServer } from './start';

/** The settings of a production server whose app calls remote APIs and a public RPC. */
const PRODUCTION_ENV = {
  RUN_MODE: 'production',
  API_ORIGIN: 'https://api.example.com',
  WALLET_API_ORIGIN: 'https://wallet.example.com',
  PUBLIC_RPC_URL: 'https://rpc.example.org/v1/key',
  CONNECT_URLS: 'https://uploads.example.net/files',
};

let workDir: string;
let upstream: Anvil;
let server: RunningServer;

// Migrating a fresh database takes seconds on a loaded machine: one production server serves every test.
beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'production-server-'));
  writeFileSync(path.join(workDir, 'home.html'), '<title>Home</title>');
  upstream = await startAnvil();
  server = await startServer({
    ...readServerConfig({
      PORT: '0',
      INDEXER: 'off',
      RPC_URL: upstream.rpcUrl,
      DATA_DIR: path.join(workDir, 'pglite'),
      STATIC_DIR: workDir,
      ...PRODUCTION_ENV,
    }),
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await upstream?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the reference server in production', () => {
  it('seeds no demo content: no categories, articles or demo user', async () => {
    const response = await fetch(`${server.url}/afaJavaRoom/public/article/topic-by-category`);
    expect((await response.json()).data).toEqual([]);
  });

  it('proxies /rpc to the configured upstream chain', async () => {
    await createTestClient({ mode: 'anvil', transport: http(upstream.rpcUrl) }).mine({ blocks: 7 });
    const response = await fetch(`${server.url}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
      ]),
    });
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0xafa' },
      { jsonrpc: '2.0', id: 2, result: '0x7' },
    ]);
  });

  it('lets the app reach the remote APIs and RPC its config.json names: their origins are in connect-src', async () => {
    const policy = (await fetch(`${server.url}/home`)).headers.get('content-security-policy') ?? '';
    const connectSrc = policy
      .split('; ')
      .find((directive) => directive.startsWith('connect-src '))!
      .split(' ')
      .slice(1);
    expect(connectSrc).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.example.com',
        'https://wallet.example.com',
        'https://rpc.example.org',
        'https://uploads.example.net',
      ]),
    );
  });

  it('tells the app in /config.json where the APIs and the RPC are, and that its chain has no recorded contracts', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = parseRuntimeConfig(await response.json());
    expect(config).toMatchObject({
      chain: { id: 2810, name: 'Morph Testnet', rpcUrl: 'https://rpc.example.org/v1/key' },
      contracts: null,
      apiOrigin: 'https://api.example.com',
      walletApiOrigin: 'https://wallet.example.com',
      tokenSendRecipient: null,
    });
    expect(config.testWallet).toBeUndefined();
  });

  it('refuses test wallet settings outside a local stack', () => {
    expect(() => readServerConfig({ RUN_MODE: 'production', TEST_WALLET_NODE_URL: 'http://127.0.0.1:8545' })).toThrow(
      'Invalid server environment: TEST_WALLET_NODE_URL and TEST_WALLET_IMPERSONATE are for RUN_MODE=local only',
    );
  });

  it('refuses a CONNECT_URLS entry that is not an http(s) URL, by name', () => {
    expect(() => readServerConfig({ CONNECT_URLS: 'https://ok.example.com, javascript:alert(1)' })).toThrow(/CONNECT_URLS/);
  });

  it('seeds the demo content on a local stack, and in production only when SEED_DEMO is set', () => {
    expect(readServerConfig({ RUN_MODE: 'local' }).seedDemo).toBe(true);
    expect(readServerConfig({}).seedDemo).toBe(false);
    expect(readServerConfig({ RUN_MODE: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});
