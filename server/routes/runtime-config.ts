import { Hono } from 'hono';
import type { Address } from 'viem';
import type { ContractAddressBook } from '@/contracts-abi';
import { RUNTIME_CONFIG_PATH } from '@/lib/runtime-config';
import type { RuntimeConfig } from '@/lib/runtime-config/schema';
import type { ChainInfo } from '../chain/chain-info';
import type { AppEnv } from '../http/app-env';
import type { MarketFee } from '../config';

/** What a deployment sets for the app beyond its chain and contracts (server/config.ts reads them). */
export interface AppRuntimeSettings {
  apiOrigin?: string;
  walletApiOrigin?: string;
  tokenSendRecipient?: Address;
  breedingBlockedAddresses: Address[];
  /** The order book's marketplace fee (server/config.ts); none by default. */
  marketFee?: MarketFee;
  testWallet?: { nodeUrl: string; impersonate?: Address };
}

export interface RuntimeConfigSources {
  chain: ChainInfo;
  /** The contracts of this server's chain, or none (server/chain/contract-registry.ts). */
  contracts?: ContractAddressBook;
  /** The Seaport 1.6 the order book takes orders for, when the deployment records one. */
  seaport?: Address;
  /** The RPC browsers use; by default this server's own `/rpc`, on the page's origin. */
  publicRpcUrl?: string;
  settings: AppRuntimeSettings;
}

/** The app's /config.json (lib/runtime-config/schema.ts), written from this server's settings. */
export function runtimeConfigOf({ chain, contracts, seaport, publicRpcUrl, settings }: RuntimeConfigSources): RuntimeConfig {
  return {
    chain: { id: chain.id, name: chain.name, rpcUrl: publicRpcUrl ?? '/rpc', explorerUrl: chain.explorerUrl || null },
    contracts: contracts ?? null,
    apiOrigin: settings.apiOrigin ?? '',
    walletApiOrigin: settings.walletApiOrigin ?? '',
    tokenSendRecipient: settings.tokenSendRecipient ?? null,
    breedingBlockedAddresses: settings.breedingBlockedAddresses,
    market: {
      seaport: seaport ?? null,
      feeBps: settings.marketFee?.bps ?? 0,
      feeRecipient: settings.marketFee?.recipient ?? null,
    },
    ...(settings.testWallet && {
      testWallet: { nodeUrl: settings.testWallet.nodeUrl, impersonate: settings.testWallet.impersonate ?? null },
    }),
  };
}

/**
 * `GET /config.json`, beside the app it configures. Asked again at every start (no-cache): one build serves
 * whichever chain the server it is served by runs on.
 */
export function createRuntimeConfigRoute(sources: RuntimeConfigSources) {
  const body = JSON.stringify(runtimeConfigOf(sources));
  return new Hono<AppEnv>().get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
