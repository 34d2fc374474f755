import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { startAnvil, type Anvil } from '../test-support/anvil';
import { createTestApp, openTestDatabase, postJson, rowCount, TestClock } from '../test-support/test-app';
import { createRpcProxy, MAX_BATCH_CALLS, MAX_REPLY_BYTES } from './rpc-proxy';

let upstream: Server;
let upstreamUrl: string;
const received: string[] = [];
const clock = new TestClock();

/** A stand-in chain node: answers eth_chainId, echoes anything else as a result. */
beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      const answer = (call: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_chainId' ? '0xafa' : call.method,
      });
      const parsed = JSON.parse(body);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

function post(proxy: ReturnType<typeof createRpcProxy>, body: string) {
  return proxy.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

describe('POST /rpc', () => {
  it('forwards a call unchanged and returns the node answer', async () => {
    const proxy = createRpcProxy({ now: clock.now, upstreamUrl, trustedProxyHops: 0, log: () => {} });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    const response = await post(proxy, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0xafa' });
    expect(received.at(-1)).toBe(body);
  });

  it('forwards batches', async () => {
    const proxy = createRpcProxy({ now: clock.now, upstreamUrl, trustedProxyHops: 0, log: () => {} });
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ];
    const response = await post(proxy, JSON.stringify(batch));
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0xafa' },
      { jsonrpc: '2.0', id: 2, result: 'eth_blockNumber' },
    ]);
  });

  it('answers a JSON-RPC error with HTTP 502 when the node is down', async () => {
    const lines: string[] = [];
    const proxy = createRpcProxy({
      now: clock.now,
      upstreamUrl: 'http://127.0.0.1:9',
      trustedProxyHops: 0,
      log: (line) => lines.push(line),
    });
    const single = await post(proxy, JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_chainId' }));
    expect(single.status).toBe(502);
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32603, message: 'The chain node is unreachable' },
    });

    const batch = await post(
      proxy,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
        { jsonrpc: '2.0', method: 'eth_chainId' },
      ]),
    );
    expect(batch.status).toBe(502);
    expect((await batch.json()).map((answer: { id: unknown }) => answer.id)).toEqual(['a', null]);
    expect(lines[0]).toMatch(/^\[rpc\] the chain node at http:\/\/127\.0\.0\.1:9 did not answer: /);
  });

  it('answers a parse error to a body that is not JSON, without calling the node', async () => {
    const before = received.length;
    const proxy = createRpcProxy({ now: clock.now, upstreamUrl, trustedProxyHops: 0, log: () => {} });
    const response = await post(proxy, '{"jsonrpc":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the body is not JSON' },
    });
    expect(received.length).toBe(before);
  });
});

describe('POST /rpc forwards only what it checked', () => {
  const proxy = () => createRpcProxy({ now: clock.now, upstreamUrl, trustedProxyHops: 0, log: () => {} });

  it('refuses a call carrying a second method under another spelling, which a Go node would run, without calling the node', async () => {
    const before = received.length;
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","METHOD":"admin_nodeInfo","params":[]}';
    const response = await post(proxy(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32600, message: 'A call may carry only jsonrpc, id, method and params' },
    });
    expect(received.length).toBe(before);
  });

  it('sends the node the method it checked when a call names two, never the raw body', async () => {
    const body = '{"jsonrpc":"2.0","id":2,"method":"anvil_setBalance","method":"eth_blockNumber","params":[]}';
    const response = await post(proxy(), body);
    expect(response.status).toBe(200);
    expect(received.at(-1)).toBe(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] }));
  });

  it.each([
    ['a call that is not an object', '["eth_chainId"]', 'Every call must be a JSON-RPC request object'],
    ['params that are neither an array nor an object', '{"jsonrpc":"2.0","id":3,"method":"eth_chainId","params":"x"}', "A call's params"],
    ['an id that is an object', '{"jsonrpc":"2.0","id":{"a":1},"method":"eth_chainId"}', "A call's id"],
  ])('refuses %s, without calling the node', async (_, body, message) => {
    const before = received.length;
    const response = await post(proxy(), body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect(received.length).toBe(before);
  });
});

describe('POST /rpc in the app', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts 200 requests without a row in rate_limit_hits', async () => {
    const { request } = createTestApp(database.db, { rpcUrl: upstreamUrl });
    for (let index = 0; index < 200; index++) {
      const response = await request('/rpc', postJson({ jsonrpc: '2.0', id: index, method: 'eth_blockNumber' }));
      expect(response.status).toBe(200);
    }
    expect(await rowCount(database.db, rateLimitHits)).toBe(0);
  });

  it('takes no turn of the request queue: the other routes answer while a call waits on a slow node', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const arrivedAtNode = new Promise<void>((resolve) => (arrived = resolve));
    const slowNode = createServer((request, response) => {
      request.resume();
      arrived();
      void released.then(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' }));
      });
    });
    await new Promise<void>((resolve) => slowNode.listen(0, '127.0.0.1', resolve));
    try {
      const { request } = createTestApp(database.db, {
        rpcUrl: `http://127.0.0.1:${(slowNode.address() as AddressInfo).port}`,
        // One turn at a time, as a queue full of slow calls leaves it; a request kept waiting a second is refused.
        requestQueue: { concurrency: 1, maxWaiting: 10, maxWaitMs: 1000 },
      });
      const call = request('/rpc', postJson({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }));
      await arrivedAtNode;
      expect((await request('/afaJavaRoom/public/config/public-info')).status).toBe(200);
      release();
      expect(await (await call).json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
    } finally {
      release();
      await new Promise<void>((resolve) => slowNode.close(() => resolve()));
    }
  });
});

describe('POST /rpc refuses what a public deployment must not offer', () => {
  const VICTIM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  let anvil: Anvil;
  let proxy: ReturnType<typeof createRpcProxy>;
  const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params });
  const balanceOf = async () =>
    (await (await post(proxy, JSON.stringify(call('eth_getBalance', [VICTIM, 'latest'])))).json()).result as string;

  beforeAll(async () => {
    anvil = await startAnvil();
    proxy = createRpcProxy({ now: clock.now, upstreamUrl: anvil.rpcUrl, trustedProxyHops: 0, log: () => {} });
  });
  afterAll(() => anvil.stop());

  it('refuses anvil_setBalance, leaving the balance as it was', async () => {
    const before = await balanceOf();
    const response = await post(proxy, JSON.stringify(call('anvil_setBalance', [VICTIM, '0x1'])));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ id: 1, error: { code: -32601 } });
    expect(await balanceOf()).toBe(before);
  });

  it.each([
    ['evm_mine'],
    ['evm_setNextBlockTimestamp'],
    ['debug_traceTransaction'],
    ['eth_sendTransaction'],
    ['eth_accounts'],
    ['personal_sign'],
    ['anvil_impersonateAccount'],
    ['txpool_content'],
  ])('refuses %s', async (method) => {
    const response = await post(proxy, JSON.stringify(call(method)));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(method);
  });

  it('refuses a whole batch that hides one refused method among reads', async () => {
    const before = await balanceOf();
    const batch = [call('eth_chainId'), { ...call('anvil_setBalance', [VICTIM, '0x2']), id: 2 }];
    const response = await post(proxy, JSON.stringify(batch));
    expect(response.status).toBe(400);
    expect((await response.json()).map((answer: { id: number }) => answer.id)).toEqual([1, 2]);
    expect(await balanceOf()).toBe(before);
  });

  it('answers the simulation of a whole plan (eth_simulateV1) and changes nothing on chain', async () => {
    const before = await balanceOf();
    const transfer = { from: VICTIM, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' };
    const response = await post(
      proxy,
      JSON.stringify(call('eth_simulateV1', [{ blockStateCalls: [{ calls: [transfer, transfer] }] }, 'latest'])),
    );
    expect(response.status).toBe(200);
    const [block] = (await response.json()).result as { calls: { status: string }[] }[];
    expect(block!.calls.map((simulated) => simulated.status)).toEqual(['0x1', '0x1']);
    expect(await balanceOf()).toBe(before);
  });

  it('still answers the reads the app makes', async () => {
    const response = await post(proxy, JSON.stringify([call('eth_chainId'), { ...call('eth_blockNumber'), id: 2 }]));
    expect(response.status).toBe(200);
    expect((await response.json())[0].result).toBe('0xafa');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as "%s", which another site can post from a reader\'s browser',
    async (contentType) => {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const response = await proxy.request('/', { method: 'POST', headers, body: JSON.stringify(call('eth_chainId')) });
      expect(response.status).toBe(415);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls`, async () => {
    const batch = Array.from({ length: MAX_BATCH_CALLS + 1 }, (_, index) => ({ ...call('eth_chainId'), id: index }));
    const response = await post(proxy, JSON.stringify(batch));
    expect(response.status).toBe(400);
    expect((await response.json())[0].error.message).toContain(String(MAX_BATCH_CALLS));
    expect((await post(proxy, JSON.stringify(batch.slice(1)))).status).toBe(200);
  });

  it('limits the requests of each client, over a minute that slides', async () => {
    const limitClock = new TestClock();
    const limited = createRpcProxy({
      now: limitClock.now,
      upstreamUrl: anvil.rpcUrl,
      trustedProxyHops: 0,
      callsPerMinute: 3,
      log: () => {},
    });
    const postFrom = (remoteAddress: string) =>
      limited.request('/', postJson(call('eth_chainId')), { incoming: { socket: { remoteAddress } } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await postFrom('198.51.100.1')).status);
      limitClock.advance(10_000);
    }
    const refused = await postFrom('198.51.100.1');
    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'Too many requests; please slow down' },
    });
    expect((await postFrom('198.51.100.2')).status).toBe(200);
    // A minute after the first request it has left the window; the second has not.
    limitClock.advance(30_000);
    expect((await postFrom('198.51.100.1')).status).toBe(200);
    expect((await postFrom('198.51.100.1')).status).toBe(429);
  });

  it('counts every call of a batch, so batching buys a client no more of the node', async () => {
    const limited = createRpcProxy({
      now: new TestClock().now,
      upstreamUrl: anvil.rpcUrl,
      trustedProxyHops: 0,
      callsPerMinute: 10,
      log: () => {},
    });
    const batchOf = (size: number) => Array.from({ length: size }, (_, index) => ({ ...call('eth_chainId'), id: index }));
    const postFrom = (body: unknown) => limited.request('/', postJson(body), { incoming: { socket: { remoteAddress: '198.51.100.3' } } });
    expect((await postFrom(batchOf(6))).status).toBe(200);
    const refused = await postFrom(batchOf(5));
    expect(refused.status).toBe(429);
    expect((await refused.json()).map((answer: { id: number; error: { code: number } }) => [answer.id, answer.error.code])).toEqual(
      batchOf(5).map((_, index) => [index, -32005]),
    );
    // The refused batch's request was counted, its calls were not: 7 of 10 used.
    expect((await postFrom(batchOf(3))).status).toBe(200);
    expect((await postFrom(call('eth_chainId'))).status).toBe(429);
  });
});

describe('POST /rpc against a node that answers too much or mislabels it', () => {
  let node: Server;
  let nodeUrl: string;
  beforeAll(async () => {
    node = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        // An HTML page where JSON was expected, or far more than any call of the app needs.
        if (request.url === '/html') {
          response.setHeader('content-type', 'text/html');
          response.end('<script>alert(1)</script>');
          return;
        }
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(MAX_REPLY_BYTES + 1) }));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

  it('refuses a reply over the cap instead of passing it on', async () => {
    const proxy = createRpcProxy({ now: clock.now, upstreamUrl: `${nodeUrl}/huge`, trustedProxyHops: 0, log: () => {} });
    const response = await post(proxy, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [{}] }));
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toMatch(/too large/);
  });

  it('always answers application/json', async () => {
    const proxy = createRpcProxy({ now: clock.now, upstreamUrl: `${nodeUrl}/html`, trustedProxyHops: 0, log: () => {} });
    const response = await post(proxy, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }));
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});
