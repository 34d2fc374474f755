import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRpcProxy } from './rpc-proxy';

let upstream: Server;
let upstreamUrl: string;
const received: string[] = [];

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
    const proxy = createRpcProxy({ upstreamUrl, log: () => {} });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    const response = await post(proxy, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0xafa' });
    expect(received.at(-1)).toBe(body);
  });

  it('forwards batches', async () => {
    const proxy = createRpcProxy({ upstreamUrl, log: () => {} });
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
    const proxy = createRpcProxy({ upstreamUrl: 'http://127.0.0.1:9', log: (line) => lines.push(line) });
    const single = await post(proxy, JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_chainId' }));
    expect(single.status).toBe(502);
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32603, message: 'The chain node is unreachable' },
    });

    const batch = await post(proxy, JSON.stringify([{ jsonrpc: '2.0', id: 'a', method: 'eth_chainId' }, {}]));
    expect(batch.status).toBe(502);
    expect((await batch.json()).map((answer: { id: unknown }) => answer.id)).toEqual(['a', null]);
    expect(lines[0]).toMatch(/^\[rpc\] the chain node at http:\/\/127\.0\.0\.1:9 did not answer: /);
  });

  it('answers a parse error to a body that is not JSON, without calling the node', async () => {
    const before = received.length;
    const proxy = createRpcProxy({ upstreamUrl, log: () => {} });
    const response = await post(proxy, '{"jsonrpc":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } });
    expect(received.length).toBe(before);
  });
});
