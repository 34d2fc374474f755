import { rmSync } from 'node:fs';
import path from 'node:path';
import { forkSettingsFromEnv } from '../../scripts/lib/forkSettings';
import { ROOT, startStack } from '../../scripts/stack';
import { E2E_DATA_DIR, E2E_RPC_PORT, E2E_SERVER_LOG, E2E_SERVER_PORT } from '../stack-ports';

/**
 * The local stack on a fork of FORK_URL (at FORK_BLOCK when set), on a fresh database; the returned function
 * stops it. The tests learn the fork's chain id through E2E_CHAIN_ID (workers inherit this environment).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fork = forkSettingsFromEnv(process.env);
  if (!fork) throw new Error('The fork suite needs FORK_URL: the JSON-RPC of the chain to fork (see README, "Fork mode").');
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    serverPort: E2E_SERVER_PORT,
    rpcPort: E2E_RPC_PORT,
    dataDir,
    testWallet: true,
    fork,
    serverLogFile: path.join(ROOT, E2E_SERVER_LOG),
    echo: false,
    // Each test signs in as a client of its own (X-Forwarded-For), so per-address limits stay real.
    serverEnv: { TRUST_PROXY: '1' },
    log: (line) => console.log(`[fork stack] ${line}`),
  });
  process.env.E2E_CHAIN_ID = String(stack.chainId);
  return () => stack.stop();
}
