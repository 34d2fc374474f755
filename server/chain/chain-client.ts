import { createPublicClient, http, type PublicClient } from 'viem';

/** Reads and relays on the chain node at `rpcUrl`; one request at a time, no silent retries. */
export function createChainClient(rpcUrl: string, timeoutMs = 10_000): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
}
