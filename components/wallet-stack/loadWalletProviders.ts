/** The wallet stack's chunk (wagmi, viem and the providers): loaded by WalletStackGate, never imported statically. */
export const loadWalletProviders = () => import('./WalletProviders');
