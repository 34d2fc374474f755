import { loadRuntimeDocument, RUNTIME_CONFIG_PATH } from './document';
import { parseRuntimeConfig, type RuntimeConfig } from './schema';

export { RUNTIME_CONFIG_PATH } from './document';
export type { RuntimeConfig } from './schema';

let loaded: RuntimeConfig | undefined;

/**
 * The deployment's whole configuration, checked: for the wallet stack and what runs inside it. A page that only
 * reads the APIs needs their origins alone (apiOrigins.ts), and never loads this check.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= parseRuntimeConfig(await loadRuntimeDocument());
  return loaded;
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
