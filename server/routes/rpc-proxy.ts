import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export interface RpcProxyOptions {
  /** The chain node requests are forwarded to. */
  upstreamUrl: string;
  timeoutMs?: number;
  log: (line: string) => void;
}

/** A browser batch is at most 1 MiB (docs/PRODUCT.md §9). */
const MAX_BODY_BYTES = 1024 * 1024;

type JsonRpcId = string | number | null;

interface JsonRpcErrorAnswer {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: { code: number; message: string };
}

/** "connect ECONNREFUSED 127.0.0.1:8545" rather than fetch's generic "fetch failed". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

function idOf(request: unknown): JsonRpcId {
  if (typeof request === 'object' && request !== null && 'id' in request) {
    const { id } = request as { id: unknown };
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return null;
}

/** One error per request of the call, so a batch gets a batch back. */
function errorAnswers(call: unknown, code: number, message: string): JsonRpcErrorAnswer | JsonRpcErrorAnswer[] {
  const answer = (id: JsonRpcId): JsonRpcErrorAnswer => ({ jsonrpc: '2.0', id, error: { code, message } });
  return Array.isArray(call) && call.length > 0 ? call.map((request) => answer(idOf(request))) : answer(idOf(call));
}

/**
 * `POST /rpc`: forwards JSON-RPC calls (single or batch) to the chain node unchanged, so the app
 * and its wallet reach the chain on this origin. The node's answer comes back as it was sent.
 */
export function createRpcProxy({ upstreamUrl, timeoutMs = 30_000, log }: RpcProxyOptions) {
  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorAnswers(null, -32600, 'Request body too large'), 413),
    }),
    async (c) => {
      const body = await c.req.text();
      let call: unknown;
      try {
        call = JSON.parse(body);
      } catch {
        return c.json(errorAnswers(null, -32700, 'Parse error: the body is not JSON'), 400);
      }

      let upstream: Response;
      try {
        upstream = await fetch(upstreamUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        log(`[rpc] the chain node at ${upstreamUrl} did not answer: ${reasonOf(error)}`);
        return c.json(errorAnswers(call, -32603, 'The chain node is unreachable'), 502);
      }

      return new Response(await upstream.arrayBuffer(), {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
      });
    },
  );
}
