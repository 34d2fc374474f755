import { loadRuntimeConfig } from '@/lib/runtime-config';

/**
 * Starts the wallet used by the local stack and end-to-end tests. The flag is inlined at build
 * time, so without it the condition is constant and the test wallet's chunk is never emitted.
 */
export async function loadTestWalletIfEnabled(): Promise<void> {
  if (process.env.NEXT_PUBLIC_TEST_WALLET === '1') {
    const [{ installTestWallet }, config] = await Promise.all([import('./test-wallet/install'), loadRuntimeConfig()]);
    await installTestWallet(config.testWallet);
  }
}
