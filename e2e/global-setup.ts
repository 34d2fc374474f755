import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BREEDING_BLOCKED_ADDRESSES } from '../lib/nft/breeding-blocklist';
import { ROOT, startStack, type ForkSettings, type RunningStack } from '../scripts/stack';
import { E2E_ACCOUNTS, E2E_DEV_ACCOUNT_COUNT, accountTableErrors, devAccount } from './accounts';
import { E2E_DATA_DIR, E2E_RPC_PORT, E2E_SERVER_LOG, E2E_SERVER_PORT } from './stack-ports';

/**
 * The app's HTTP timeout in the e2e build (docs/PRODUCT.md §7 says 30 s; the limit is configurable so the timeout
 * test waits seconds, not half a minute). Inlined at build time, so it is part of the build stamp.
 */
export const E2E_HTTP_TIMEOUT_MS = 5_000;

/** The dev account the e2e build refuses breeding to, beside the default list, so the refusal is shown to a wallet that can sign. */
const E2E_BREEDING_BLOCKED_ADDRESS = devAccount(E2E_ACCOUNTS.nftBreeding.blocked).address;

/** Starts the real local stack on a fresh database; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS = String(E2E_HTTP_TIMEOUT_MS);
  process.env.NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES = [...DEFAULT_BREEDING_BLOCKED_ADDRESSES, E2E_BREEDING_BLOCKED_ADDRESS].join(',');
  const stack = await startE2eStack();
  return () => stack.stop();
}

/** The stack of an e2e suite on its ports, with the test wallet, on a fresh database; a fork of `fork` when given. */
export async function startE2eStack(fork?: ForkSettings): Promise<RunningStack> {
  const tableErrors = accountTableErrors(E2E_ACCOUNTS);
  if (tableErrors.length) throw new Error(`e2e/accounts.ts: ${tableErrors.join('; ')}`);
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  return startStack({
    serverPort: E2E_SERVER_PORT,
    rpcPort: E2E_RPC_PORT,
    dataDir,
    testWallet: true,
    devAccountCount: E2E_DEV_ACCOUNT_COUNT,
    fork,
    serverLogFile: path.join(ROOT, E2E_SERVER_LOG),
    echo: false,
    // Each test signs in as a client of its own (X-Forwarded-For), so per-address limits stay real.
    serverEnv: { TRUST_PROXY: '1' },
    log: (line) => console.log(`[${fork ? 'fork stack' : 'stack'}] ${line}`),
  });
}
