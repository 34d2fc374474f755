import { forkSettingsFromEnv } from '../../scripts/lib/forkSettings';
import type { FullConfig } from '@playwright/test';
import { setE2eBuildSettings, startE2eStacks, stopStacks } from '../global-setup';

/**
 * A stack for each worker on a fork of FORK_URL (at FORK_BLOCK when set), on a fresh database; the returned
 * function stops them. The tests learn the fork's chain id through E2E_CHAIN_ID (workers inherit this environment).
 * With the e2e suite's build settings, an e2e build already in out/ is served as it is (one build for every chain).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const fork = forkSettingsFromEnv(process.env);
  if (!fork) throw new Error('The fork suite needs FORK_URL: the JSON-RPC of the chain to fork (see README, "Fork mode").');
  setE2eBuildSettings();
  const stacks = await startE2eStacks(config.workers, { fork });
  process.env.E2E_CHAIN_ID = String(stacks[0]!.chainId);
  return () => stopStacks(stacks);
}
