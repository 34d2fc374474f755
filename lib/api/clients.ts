import { appConfig } from '@/lib/config';
import { reloadPage } from '@/lib/navigation/reload';
import { loadApiOrigins } from '@/lib/runtime-config/apiOrigins';
import { session } from '@/lib/session/store';
import { createApiClient } from './client';
import type { MainApiPaths, WalletApiPaths } from './schema';

/** The main API (`/{product}JavaRoom`). A 401 ends everything: all local storage goes and a signed-in page reloads. */
export const mainApi = createApiClient<MainApiPaths>({
  baseUrl: async () => `${(await loadApiOrigins()).apiOrigin}${appConfig.mainApiPath}`,
  onUnauthorized: () => {
    // The reload shows the signed-out app. A reader who held no token sees it already, and reloading
    // would only ask again and be refused again, in a loop.
    const signedIn = session.get().token !== null;
    session.clearAll();
    if (signedIn) reloadPage();
  },
});

/** The wallet and NFT service (`/v1`). A 401 there only drops the token (docs/PRODUCT.md §4.3). */
export const walletApi = createApiClient<WalletApiPaths>({
  baseUrl: async () => `${(await loadApiOrigins()).walletApiOrigin}${appConfig.walletApiPath}`,
  onUnauthorized: () => session.set({ token: null }),
});
