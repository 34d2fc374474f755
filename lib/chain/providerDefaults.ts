/**
 * docs/PRODUCT.md §9 provider defaults, apart from the wagmi config that applies them: the benchmark's report
 * reads the batch stall without loading the wallet stack.
 */
export const POLLING_INTERVAL_MS = 4000;
export const CACHE_TIME_MS = 250;
export const RPC_BATCH = { wait: 10, batchSize: 100 } as const;
