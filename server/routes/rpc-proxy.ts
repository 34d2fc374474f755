import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientIp } from '../http/client-ip';
import { InMemorySlidingWindowRateLimiter } from '../http/rate-limiter';

export interface RpcProxyOptions {
  /** The chain node requests are forwarded to. */
  upstreamUrl: string;
  timeoutMs?: number;
  /** Proxies in front of this server whose X-Forwarded-For entries are trusted (see client-ip). */
  trustedProxyHops: number;
  /**
   * Calls one client may make per minute, each call of a batch counted, since the node works per call. Counted
   * by each instance in its own memory: a wallet polls every 4 s (docs/PRODUCT.md §9), and a database write per
   * poll would cost more than the reads it guards. Behind several instances a client may make that many per
   * instance; the node's answers are cheap reads, and a transaction sent through it is paid for by its sender.
   */
  callsPerMinute?: number;
  now: () => Date;
  log: (line: string) => void;
}

/** A browser batch is at most 1 MiB (docs/PRODUCT.md §9). */
const MAX_BODY_BYTES = 1024 * 1024;
/** The app's own transport batches at most 100 calls (lib/chain/wagmi.ts). */
export const MAX_BATCH_CALLS = 100;
/** The largest node answer passed on; a bigger one (a huge log range) is refused rather than buffered. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;
/** The whole e2e suite, every browser on one address, made at most 1,630 calls in a minute. */
const DEFAULT_CALLS_PER_MINUTE = 3000;

/**
 * What the app and a wallet on this origin need: chain reads, gas estimates, the simulation of a whole plan
 * before the first prompt (eth_simulateV1, which changes no state) and sending a transaction the wallet
 * signed. Everything else (the node's own accounts, anvil_*, evm_*, debug_*, personal_*) is refused.
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
]);

type JsonRpcId = string | number | null;

interface JsonRpcErrorAnswer {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: { code: number; message: string };
}

const JsonRpcError = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  internal: -32603,
  /** Implementation-defined server error range: used for "too many requests". */
  limitExceeded: -32005,
} as const;

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
 * The members of a JSON-RPC 2.0 request. A call carrying any other is refused: a node whose decoder reads keys
 * differently from this server's (Go's encoding/json matches `METHOD` to `method`, and the last one wins) would
 * otherwise run a method this server never saw.
 */
const REQUEST_MEMBERS: ReadonlySet<string> = new Set(['jsonrpc', 'id', 'method', 'params']);

/** Why one request of the call is refused, or null when it is well formed and allowed. */
function requestRefusal(request: unknown): { code: number; message: string } | null {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return { code: JsonRpcError.invalidRequest, message: 'Every call must be a JSON-RPC request object' };
  }
  if (Object.keys(request).some((member) => !REQUEST_MEMBERS.has(member))) {
    return { code: JsonRpcError.invalidRequest, message: 'A call may carry only jsonrpc, id, method and params' };
  }
  const { method, params, id } = request as { method?: unknown; params?: unknown; id?: unknown };
  if (typeof method !== 'string') return { code: JsonRpcError.invalidRequest, message: 'Every call needs a method' };
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    return { code: JsonRpcError.invalidRequest, message: "A call's params must be an array or an object" };
  }
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number') {
    return { code: JsonRpcError.invalidRequest, message: "A call's id must be a string, a number or null" };
  }
  if (!ALLOWED_RPC_METHODS.has(method)) {
    return { code: JsonRpcError.methodNotFound, message: `The method ${method.slice(0, 64)} is not available on this endpoint` };
  }
  return null;
}

/** Why the call is refused before it reaches the node, or null when every request in it is allowed. */
function refusalOf(call: unknown): { code: number; message: string } | null {
  const requests = Array.isArray(call) ? call : [call];
  if (requests.length === 0) return { code: JsonRpcError.invalidRequest, message: 'An empty batch is not a request' };
  if (requests.length > MAX_BATCH_CALLS) {
    return { code: JsonRpcError.invalidRequest, message: `A batch may hold at most ${MAX_BATCH_CALLS} calls` };
  }
  for (const request of requests) {
    const refusal = requestRefusal(request);
    if (refusal) return refusal;
  }
  return null;
}

function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

class ReplyTooLarge extends Error {}

/** The node's answer, read up to `MAX_REPLY_BYTES`; a longer one is cancelled and throws ReplyTooLarge. */
async function readCappedReply(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > MAX_REPLY_BYTES) {
    await response.body?.cancel();
    throw new ReplyTooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw new ReplyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /rpc`: forwards the allowed JSON-RPC calls (single or batch) to the chain node, so the app reaches
 * the chain on this origin. Only `application/json` is accepted: a cross-site form or `text/plain` post
 * (which any page can send without a preflight) is refused.
 */
export function createRpcProxy({
  upstreamUrl,
  timeoutMs = 30_000,
  trustedProxyHops,
  callsPerMinute = DEFAULT_CALLS_PER_MINUTE,
  now,
  log,
}: RpcProxyOptions) {
  const limiter = new InMemorySlidingWindowRateLimiter(callsPerMinute, 60_000);
  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorAnswers(null, JsonRpcError.invalidRequest, 'Request body too large'), 413),
    }),
    async (c) => {
      if (!isJsonContentType(c.req.header('content-type'))) {
        return c.json(errorAnswers(null, JsonRpcError.invalidRequest, 'The body must be sent as application/json'), 415);
      }
      const client = clientIp(c, trustedProxyHops);
      const tooMany = (call: unknown) => c.json(errorAnswers(call, JsonRpcError.limitExceeded, 'Too many requests; please slow down'), 429);
      // The request counts once before its body is read, and a batch's further calls once it has been.
      if (!limiter.tryHit(client, now().getTime())) return tooMany(null);
      let call: unknown;
      try {
        call = JSON.parse(await c.req.text());
      } catch {
        return c.json(errorAnswers(null, JsonRpcError.parse, 'Parse error: the body is not JSON'), 400);
      }
      const refusal = refusalOf(call);
      if (refusal) return c.json(errorAnswers(call, refusal.code, refusal.message), 400);
      if (Array.isArray(call) && call.length > 1 && !limiter.tryHit(client, now().getTime(), call.length - 1)) return tooMany(call);

      let reply: Buffer;
      let status: number;
      try {
        const upstream = await fetch(upstreamUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // The call as this server read and checked it, never the bytes it came in: a duplicate key that another
          // parser resolves the other way cannot reach the node.
          body: JSON.stringify(call),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = upstream.status;
        reply = await readCappedReply(upstream);
      } catch (error) {
        if (error instanceof ReplyTooLarge) {
          return c.json(errorAnswers(call, JsonRpcError.internal, 'The answer is too large; ask for less at a time'), 502);
        }
        log(`[rpc] the chain node at ${upstreamUrl} did not answer: ${reasonOf(error)}`);
        return c.json(errorAnswers(call, JsonRpcError.internal, 'The chain node is unreachable'), 502);
      }
      // Always JSON, whatever the node labelled it, so no browser sniffs the answer as anything else.
      return new Response(new Uint8Array(reply), { status, headers: { 'content-type': 'application/json' } });
    },
  );
}
