import { createApiRouter } from '../../http/api-router';

/** The wallet and NFT service, mounted under `/v1`; it shares the envelope and error handling of the main API. */
export function createWalletApi() {
  return createApiRouter();
}
