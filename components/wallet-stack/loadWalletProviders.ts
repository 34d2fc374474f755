import { afterRuntimeConfig } from '@/lib/runtime-config';

/**
 * The wallet stack's chunk (wagmi, viem and the providers), once the deployment's /config.json is read: everything
 * inside the stack reads the chain and the contracts from it synchronously. Loaded by WalletStackGate, never
 * imported statically.
 */
export const loadWalletProviders = afterRuntimeConfig(() => import('./WalletProviders'));
