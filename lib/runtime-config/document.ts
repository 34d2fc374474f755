/** Served beside the app (lib/runtime-config/schema.ts); the root layout preloads it with the page. */
export const RUNTIME_CONFIG_PATH = '/config.json';

let loading: Promise<unknown> | undefined;

async function fetchRuntimeDocument(): Promise<unknown> {
  // The same request as the layout's preload (same URL and credentials mode), so the preloaded answer is used.
  const response = await fetch(RUNTIME_CONFIG_PATH);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return response.json();
}

/**
 * `/config.json` as served, unchecked: fetched once per page, and again by the next call after a failed fetch.
 * Each reader checks the part it uses (apiOrigins.ts on every page, schema.ts in the wallet stack).
 */
export function loadRuntimeDocument(): Promise<unknown> {
  loading ??= fetchRuntimeDocument().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
