import { loadRuntimeDocument } from './document';
import { origin, record } from './fields';

/** Where the two APIs are: all a content page needs of `/config.json`. Empty for the app's own origin. */
export interface ApiOrigins {
  /** The origin of the main API. */
  apiOrigin: string;
  /** The origin of the wallet and NFT service. */
  walletApiOrigin: string;
}

/** Checks the API origins of `/config.json`, naming the first field that is wrong. */
export function parseApiOrigins(value: unknown): ApiOrigins {
  const config = record(value, 'the document');
  return {
    apiOrigin: origin(config.apiOrigin ?? '', 'apiOrigin'),
    walletApiOrigin: origin(config.walletApiOrigin ?? '', 'walletApiOrigin'),
  };
}

/**
 * The API origins, checked without the rest of the document: every page reads the APIs, and the chain, the
 * contracts and the market are checked by the wallet stack that uses them (lib/runtime-config/index.ts).
 */
export async function loadApiOrigins(): Promise<ApiOrigins> {
  return parseApiOrigins(await loadRuntimeDocument());
}
