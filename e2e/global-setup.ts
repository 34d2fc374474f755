import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startStack } from '../scripts/stack';
import { E2E_DATA_DIR, E2E_RPC_PORT, E2E_SERVER_LOG, E2E_SERVER_PORT } from './stack-ports';

/**
 * The app's HTTP timeout in the e2e build (SPEC §7 says 30 s; the limit is configurable so the timeout
 * test waits seconds, not half a minute). Inlined at build time, so it is part of the build stamp.
 */
export const E2E_HTTP_TIMEOUT_MS = 5_000;

/** Starts the real local stack on a fresh database; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS = String(E2E_HTTP_TIMEOUT_MS);
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    serverPort: E2E_SERVER_PORT,
    rpcPort: E2E_RPC_PORT,
    dataDir,
    testWallet: true,
    serverLogFile: path.join(ROOT, E2E_SERVER_LOG),
    echo: false,
    // Each test signs in as a client of its own (X-Forwarded-For), so per-address limits stay real.
    serverEnv: { TRUST_PROXY: '1' },
    log: (line) => console.log(`[stack] ${line}`),
  });
  return () => stack.stop();
}
