import { forkSettingsFromEnv } from '../../scripts/lib/forkSettings';
import { startE2eStack } from '../global-setup';

/**
 * The local stack on a fork of FORK_URL (at FORK_BLOCK when set), on a fresh database; the returned function
 * stops it. The tests learn the fork's chain id through E2E_CHAIN_ID (workers inherit this environment).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fork = forkSettingsFromEnv(process.env);
  if (!fork) throw new Error('The fork suite needs FORK_URL: the JSON-RPC of the chain to fork (see README, "Fork mode").');
  const stack = await startE2eStack(0, { fork });
  process.env.E2E_CHAIN_ID = String(stack.chainId);
  return () => stack.stop();
}
