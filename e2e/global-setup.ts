import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { DEFAULT_BREEDING_BLOCKED_ADDRESSES } from '../lib/nft/breeding-blocklist';
import { ROOT, startStack, type RunningStack, type StackOptions } from '../scripts/stack';
import { E2E_ACCOUNTS, E2E_DEV_ACCOUNT_COUNT, accountTableErrors, devAccount } from './accounts';
import { E2E_DATA_DIR, e2eStackPlace, type E2eStackPlace } from './stack-ports';

/**
 * The app's HTTP timeout in the e2e build (docs/PRODUCT.md §7 says 30 s; the limit is configurable so the timeout
 * test waits seconds, not half a minute). Inlined at build time, so it is part of the build stamp.
 */
export const E2E_HTTP_TIMEOUT_MS = 5_000;

/** The marketplace fee of the e2e stacks' order book, in basis points of a sale's price. */
export const E2E_MARKET_FEE_BPS = 250;

/** The dev account the e2e stacks refuse breeding to, beside the default list, so the refusal is shown to a wallet that can sign. */
const E2E_BREEDING_BLOCKED_ADDRESS = devAccount(E2E_ACCOUNTS.nftBreeding.blocked).address;

/**
 * The e2e build's setting, and the e2e servers' blocklist (their /config.json); a run that sets them too serves
 * the e2e build (the same build stamp) instead of building its own.
 */
export function setE2eBuildSettings(): void {
  process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS = String(E2E_HTTP_TIMEOUT_MS);
  process.env.BREEDING_BLOCKED_ADDRESSES = [...DEFAULT_BREEDING_BLOCKED_ADDRESSES, E2E_BREEDING_BLOCKED_ADDRESS].join(',');
}

/** Starts the e2e stacks on fresh databases and fresh chains; the returned function stops them. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  setE2eBuildSettings();
  const stacks = await startE2eStacks(config.workers);
  return () => stopStacks(stacks);
}

export async function stopStacks(stacks: RunningStack[]): Promise<void> {
  await Promise.all(stacks.map((stack) => stack.stop()));
}

/**
 * A stack of the real local system for each of `workers`, each on a fresh database and a fresh chain (or a
 * fresh fork of `fork`). The first builds the app; the others start once it has deployed, while it builds,
 * and serve its build.
 */
export async function startE2eStacks(workers: number, { fork }: Pick<StackOptions, 'fork'> = {}): Promise<RunningStack[]> {
  const tableErrors = accountTableErrors(E2E_ACCOUNTS);
  if (tableErrors.length) throw new Error(`e2e/accounts.ts: ${tableErrors.join('; ')}`);
  rmSync(path.join(ROOT, E2E_DATA_DIR), { recursive: true, force: true });
  // Settled as each start ends, not once the first is built: a start that fails meanwhile must not be an
  // unhandled rejection, which ends the process and leaves every stack's processes running.
  let others: Promise<Array<PromiseSettledResult<RunningStack>>> = Promise.resolve([]);
  const stackName = (index: number) => `${fork ? 'fork stack' : 'stack'} ${index}`;
  const first = startE2eStack(e2eStackPlace(0), stackName(0), {
    fork,
    onDeployed: () => {
      others = Promise.allSettled(
        Array.from({ length: workers - 1 }, (_, offset) =>
          startE2eStack(e2eStackPlace(offset + 1), stackName(offset + 1), { fork, reuseBuild: true }),
        ),
      );
    },
  });
  // Every stack that started is kept, whichever failed, so a failure stops them all.
  const started = [...(await Promise.allSettled([first])), ...(await others)];
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopStacks(stacks);
    throw failure.reason;
  }
  return stacks;
}

/**
 * A stack at `place` with the test wallet, funding every account of the table: a fork of `fork` when given,
 * serving the build of another stack with `reuseBuild`. The build names no chain, no contract and no node: each
 * stack's server tells its pages its own in /config.json, the test wallet's node among them.
 */
export function startE2eStack(
  place: E2eStackPlace,
  name: string,
  { fork, reuseBuild, onDeployed }: Pick<StackOptions, 'fork' | 'reuseBuild' | 'onDeployed'> = {},
): Promise<RunningStack> {
  return startStack({
    serverPort: place.serverPort,
    rpcPort: place.rpcPort,
    dataDir: path.join(ROOT, place.dataDir),
    testWallet: true,
    devAccountCount: E2E_DEV_ACCOUNT_COUNT,
    fork,
    reuseBuild,
    onDeployed,
    serverLogFile: path.join(ROOT, place.serverLog),
    echo: false,
    // Each test signs in as a client of its own (X-Forwarded-For), so per-address limits stay real. The order book
    // charges a marketplace fee, so a sale's e2e test sees each payment arrive.
    serverEnv: {
      TRUST_PROXY: '1',
      MARKET_FEE_BPS: String(E2E_MARKET_FEE_BPS),
      MARKET_FEE_RECIPIENT: devAccount(E2E_ACCOUNTS.market.feeRecipient).address,
    },
    log: (line) => console.log(`[${name}] ${line}`),
  });
}
