import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * Reads and relays on the chain node at `rpcUrl`; one request at a time, no silent retries, and no
 * cached block number (viem would otherwise keep it 4 s, and the indexer would lag that much).
 */
export function createChainClient(rpcUrl: string, timeoutMs = 10_000): PublicClient {
  return createPublicClient({ cacheTime: 0, transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
}
