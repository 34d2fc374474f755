import { parseRuntimeConfig, type RuntimeConfig } from './schema';

export type { RuntimeConfig } from './schema';

/** Served beside the app (lib/runtime-config/schema.ts); the root layout preloads it with the page. */
export const RUNTIME_CONFIG_PATH = '/config.json';

let loading: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // The same request as the layout's preload (same URL and credentials mode), so the preloaded answer is used.
  const response = await fetch(RUNTIME_CONFIG_PATH);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** The deployment's configuration, fetched once per page; a failed fetch is tried again by the next call. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig().then(
    (config) => (loaded = config),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The configuration, for code that runs only once it is loaded: the wallet stack, whose loaders wait for it
 * (afterRuntimeConfig), and everything inside it.
 */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error(`${RUNTIME_CONFIG_PATH} is read before it was loaded`);
  return loaded;
}

/**
 * `load` (a chunk of code that reads the configuration synchronously, such as the wallet stack) once the
 * configuration is read too: both downloads go at once.
 */
export function afterRuntimeConfig<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadRuntimeConfig()]).then(([loaded]) => loaded);
}
