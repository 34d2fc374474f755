import { queryOptions } from '@tanstack/react-query';
import { mainApi } from './clients';
import { queryKeys } from './queryKeys';

/** What the server tells every client at start (docs/PRODUCT.md §3: commonConfig with the analytics URL). */
export function fetchPublicConfig(options?: { signal?: AbortSignal }) {
  return mainApi.get('/public/config/public-info', undefined, options);
}

/** The server configuration changes only with a deployment: read it once per visit. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config.publicInfo(),
  queryFn: ({ signal }) => fetchPublicConfig({ signal }),
  staleTime: Infinity,
});
