import { createApiRouter } from '../../http/api-router';
import { requireSession } from '../../http/auth';
import { createNftAssetRoutes } from './nft-asset-routes';
import { createNftFormRoutes } from './nft-form-routes';
import { createMarketRoutes } from './market-routes';
import { createNftTransactionRoutes } from './nft-transaction-routes';
import type { WalletApiDeps } from './request-checks';
import { createWaasRoutes } from './waas-routes';

export type { WalletApiDeps } from './request-checks';

/**
 * The wallet and NFT service, mounted under `/v1`: `/waas/*` and `/nft/*` need a live session, like the main API's
 * `/app/*`; the order book (`/market/*`) is public, since each order is signed by its maker.
 */
export function createWalletApi(deps: WalletApiDeps) {
  const api = createApiRouter();
  api.use('/waas/*', requireSession(deps.services));
  api.use('/nft/*', requireSession(deps.services));
  return api
    .route('/', createWaasRoutes(deps))
    .route('/', createNftAssetRoutes(deps))
    .route('/', createNftFormRoutes(deps))
    .route('/', createNftTransactionRoutes(deps))
    .route('/', createMarketRoutes(deps));
}
