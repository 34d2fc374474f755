import { queryOptions } from '@tanstack/react-query';
import { mainApi } from './clients';
import { queryKeys } from './queryKeys';

/** What the server tells every client at start (docs/PRODUCT.md §3: commonConfig with the analytics URL). */
export interface PublicConfig {
  commonConfig: {
    sensorsUrl: string;
    /** Whether an operational task (a time-limited event) runs now; absent means none. */
    isOperationalTask?: boolean;
  };
  chain: { id: number; name: string; rpcUrl: string; explorerUrl: string };
  /** Contract addresses by contract name. */
  contracts: Record<string, string>;
}

export function fetchPublicConfig(options?: { signal?: AbortSignal }): Promise<PublicConfig | null> {
  return mainApi.get<PublicConfig>('/public/config/public-info', undefined, options);
}

/** The server configuration changes only with a deployment: read it once per visit. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config.publicInfo(),
  queryFn: ({ signal }) => fetchPublicConfig({ signal }),
  staleTime: Infinity,
});
