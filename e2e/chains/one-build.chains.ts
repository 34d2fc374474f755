/**
 * One build of the app for every chain: the same out/ serves a local chain on 2810, an anvil started as chain
 * 2910 with its own deployment, and a fork of the first chain with contracts at other addresses, one after the
 * other, and no stack rebuilds it or writes into it. On each, the Wallet tab connects the test wallet on that
 * chain and shows the AFA balance read from that chain's own token, which only /config.json names.
 * Run with `npm run test:chains`, after a suite that built the e2e build (or it builds it once, first).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright';
import { createPublicClient, erc20Abi, http } from 'viem';
import { startAnvil } from '../../lib/foundry/anvil';
import { formatTokenAmount } from '../../lib/format/number';
import { deploy } from '../../scripts/deploy/deployContracts';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { logIn, seedSession } from '../../scripts/lib/session';
import { buildApp, ROOT, startStack, type RunningStack, type StackOptions } from '../../scripts/stack';
import { devAccount } from '../accounts';
import { PRODUCT_PREFIX } from '../fixtures';
import { setE2eBuildSettings } from '../global-setup';
import { CHAINS_STACK_PLACE as place } from '../stack-ports';

const OUT_DIR = path.join(ROOT, 'out');
/** A stack's start and a page's first load take minutes on a busy two-core machine. */
const STEP_MS = 10 * 60_000;

let browser: Browser | undefined;
/** Every file of out/ and when it was last written, as the build left it. */
let buildBefore: Map<string, number>;
/** The addresses of the first chain's contracts, which the fork's must not share. */
let localAfaToken: string | undefined;

function filesOf(directory: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(directory, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(directory, entry);
    const stats = statSync(file);
    if (stats.isFile()) files.set(entry, stats.mtimeMs);
  }
  return files;
}

before(
  async () => {
    setE2eBuildSettings();
    await buildApp({ testWallet: true, log: () => {} });
    buildBefore = filesOf(OUT_DIR);
    browser = await chromium.launch({ executablePath: chromiumPath({ whole: false }), args: CHROMIUM_ARGS });
  },
  { timeout: 20 * 60_000 },
);

after(async () => {
  await browser?.close();
});

/** Starts a stack on the place's ports, as `npm start` would (a build that is up to date is served as it is). */
async function startChainStack(options: Pick<StackOptions, 'chainId' | 'fork'>): Promise<{ stack: RunningStack; logs: string[] }> {
  const logs: string[] = [];
  await Promise.all(abandoned);
  rmSync(path.join(ROOT, place.dataDir), { recursive: true, force: true });
  const stack = await startStack({
    serverPort: place.serverPort,
    rpcPort: place.rpcPort,
    dataDir: path.join(ROOT, place.dataDir),
    testWallet: true,
    serverLogFile: path.join(ROOT, place.serverLog),
    echo: false,
    log: (line) => logs.push(line),
    ...options,
  });
  return { stack, logs };
}

/** The Wallet tab on `stack`: the test wallet connects on the stack's chain and the AFA balance is the chain's. */
async function walletTabShowsChainBalance(stack: RunningStack): Promise<void> {
  const config = (await (await fetch(`${stack.appUrl}/config.json`)).json()) as {
    chain: { id: number };
    contracts: { AfaToken: { address: string } };
  };
  assert.equal(config.chain.id, stack.chainId);
  assert.equal(config.contracts.AfaToken.address, stack.contracts.AfaToken.address);

  const owner = devAccount(0).address;
  const chain = createPublicClient({ transport: http(stack.rpcUrl) });
  const afa = await chain.readContract({
    address: stack.contracts.AfaToken.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

  const context = await browser!.newContext();
  await seedSession(context, await logIn(stack.appUrl, PRODUCT_PREFIX, path.join(ROOT, place.serverLog), 'one-build@example.com'));
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  try {
    await page.goto(`${stack.appUrl}/wallet`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page
      .getByTestId('wallet-address')
      .filter({ hasText: `${owner.slice(0, 6)}...${owner.slice(-4)}` })
      .waitFor({ timeout: STEP_MS });
    await page.getByLabel(`AFA ${formatTokenAmount(afa)}`).waitFor({ timeout: STEP_MS });
    assert.equal(await page.evaluate(() => window.__testWallet!.chainId()), stack.chainId);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
}

/** What tests past their limit are stopping: the next stack waits for it before it takes the same ports. */
const abandoned: Promise<void>[] = [];

/**
 * Stops `stopper` when the test's limit aborts `signal`: node:test fails a test past its limit without stopping it,
 * and the next test would find its stack's ports taken. Returns what forgets it.
 */
function stopOnAbort(signal: AbortSignal, stopper: { stop(): Promise<void> }): () => void {
  // A failed stop is the next stack's to report (its ports still taken), not a reason to fail every test after.
  const stop = () => abandoned.push(stopper.stop().catch(() => undefined));
  // A test that ran past its limit while the stack was starting: the abort came before this listener.
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return () => signal.removeEventListener('abort', stop);
}

/** Runs `check` on a stack started with `options`, then stops it: the build must have been served as it was. */
async function onChain(
  options: Pick<StackOptions, 'chainId' | 'fork'>,
  signal: AbortSignal,
  check: (stack: RunningStack) => Promise<void>,
) {
  const { stack, logs } = await startChainStack(options);
  const forget = stopOnAbort(signal, stack);
  try {
    assert.ok(logs.includes('The app build is up to date'), `the stack served the build as it was:\n${logs.join('\n')}`);
    await check(stack);
  } finally {
    forget();
    await stack.stop();
  }
  assert.deepEqual(filesOf(OUT_DIR), buildBefore, 'out/ is as the build left it');
}

test('a local chain on 2810', { timeout: STEP_MS }, async (t) => {
  await onChain({}, t.signal, async (stack) => {
    assert.equal(stack.chainId, 2810);
    localAfaToken = stack.contracts.AfaToken.address;
    await walletTabShowsChainBalance(stack);
  });
});

test('an anvil started as chain 2910, with its own deployment', { timeout: STEP_MS }, async (t) => {
  await onChain({ chainId: 2910 }, t.signal, async (stack) => {
    assert.equal(stack.chainId, 2910);
    await walletTabShowsChainBalance(stack);
  });
});

test('a fork of a chain, with the contracts at other addresses', { timeout: STEP_MS }, async (t) => {
  // The upstream: a chain with the contracts deployed once and recorded nowhere the stack looks, so the fork's
  // deployment comes later in the deployer's nonces and lands at other addresses.
  const upstream = await startAnvil({ chainId: 2810 });
  const forgetUpstream = stopOnAbort(t.signal, upstream);
  const recordDir = mkdtempSync(path.join(tmpdir(), 'upstream-deployments-'));
  try {
    const upstreamDeployment = await deploy({ rpcUrl: upstream.rpcUrl, deploymentsDir: recordDir, log: () => {} });
    await onChain({ fork: { url: upstream.rpcUrl } }, t.signal, async (stack) => {
      assert.equal(stack.chainId, 2810);
      assert.notEqual(stack.contracts.AfaToken.address, upstreamDeployment.contracts.AfaToken.address);
      assert.notEqual(stack.contracts.AfaToken.address, localAfaToken);
      await walletTabShowsChainBalance(stack);
    });
  } finally {
    forgetUpstream();
    await upstream.stop();
    rmSync(recordDir, { recursive: true, force: true });
  }
});
