import { appConfig } from '@/lib/config';
import { reloadPage } from '@/lib/navigation/reload';
import { session } from '@/lib/session/store';
import { createApiClient } from './client';

/** The main API (`/{product}JavaRoom`). A 401 ends everything: all local storage goes and the page reloads. */
export const mainApi = createApiClient({
  baseUrl: appConfig.mainApiBase,
  onUnauthorized: () => {
    session.clearAll();
    reloadPage();
  },
});

/** The wallet and NFT service (`/v1`). A 401 there only drops the token (SPEC §4). */
export const walletApi = createApiClient({
  baseUrl: appConfig.walletApiBase,
  onUnauthorized: () => session.set({ token: null }),
});
