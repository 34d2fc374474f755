import { RUNTIME_CONFIG_PATH } from './document';
import type { RuntimeConfig } from './schema';

/** A local stack's /config.json, with no contracts: what unit tests of the API clients run under. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  chain: { id: 2810, name: 'Morph Testnet', rpcUrl: '/rpc', explorerUrl: null },
  contracts: null,
  apiOrigin: '',
  walletApiOrigin: '',
  tokenSendRecipient: null,
  breedingBlockedAddresses: [],
  market: { seaport: null, feeBps: 0, feeRecipient: null },
};

/** A fake fetch's answer when it is asked for /config.json; undefined for anything else, which the fake answers itself. */
export function runtimeConfigAnswer(input: RequestInfo | URL, config: RuntimeConfig = TEST_RUNTIME_CONFIG): Response | undefined {
  if (String(input) !== RUNTIME_CONFIG_PATH) return undefined;
  return { status: 200, ok: true, json: async () => config } as Response;
}
