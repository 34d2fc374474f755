/**
 * The local stack: anvil on chain 2810 (or another id, or forking a live chain), the contracts deployed unless
 * the chain already has them, the static app built once for every chain, and the reference server serving app,
 * APIs and the app's /config.json on one origin; or, for `npm run dev`, `next dev` serving the app with hot
 * reload in front of the server.
 * Used by `npm start`, `npm run dev` and the end-to-end tests; every process it starts is stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestClient, formatEther, http, parseEther, publicActions, type Address } from 'viem';
import type { ContractAddressBook } from '../contracts-abi';
import { LOCAL_CHAIN_ID, startAnvil } from '../lib/foundry/anvil';
import { stopProcess, tiedToThisProcess } from '../lib/node/serviceProcess';
import { devAccounts } from './deploy/devChain';
import { contractsOfChain } from '../server/chain/contract-registry';
import { recordedDeploymentOn } from './lib/deployments';

export const ROOT = path.resolve(__dirname, '..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const OUT_DIR = path.join(ROOT, 'out');
const BUILD_STAMP = path.join(OUT_DIR, '.build-stamp');
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'contracts-abi',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'scripts/build',
  'scripts/pwa',
];

/** Where the Wallet tab's token sends go on the local chain unless configured: the deployer, anvil's first dev account. */
export const LOCAL_TOKEN_SEND_RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface StackOptions {
  serverPort: number;
  rpcPort: number;
  dataDir: string;
  /** Compile the test wallet into the app (local demo and e2e only, never production). */
  testWallet: boolean;
  /** Where the server's output goes, besides the console when `echo` is set. */
  serverLogFile?: string;
  echo?: boolean;
  log?: (line: string) => void;
  /** Extra settings for the reference server (see server/config.ts). */
  serverEnv?: Record<string, string>;
  /** Run anvil as a fork of this chain instead of a fresh chain. */
  fork?: ForkSettings;
  /** A holder the test wallet acts as through anvil's impersonation (needs the test wallet). */
  impersonate?: Address;
  /** How many dev accounts hold ether (and, where the demo state is seeded, AFA and talk): anvil's ten by default. */
  devAccountCount?: number;
  /** Serve the app as another stack of the same run built it (or builds it now). */
  reuseBuild?: boolean;
  /** Called once the contracts are deployed, before the build. */
  onDeployed?: () => void;
  /** Run the local chain under this id instead of 2810 (not with `fork`): one build serves any chain. */
  chainId?: number;
  /**
   * Serve the app from `next dev` on `serverPort` instead of building it, with the reference server on `apiPort`
   * behind it: `next dev` forwards to it whatever it does not serve itself (next.config.mjs).
   */
  devServer?: { apiPort: number };
}

export interface ForkSettings {
  /** The upstream chain's JSON-RPC. */
  url: string;
  /** The block to fork at (default: the upstream's latest). */
  block?: number;
}

export interface RunningStack {
  appUrl: string;
  rpcUrl: string;
  chainId: number;
  /** The contracts the stack's server names in /config.json. */
  contracts: ContractAddressBook;
  /** Stops every process of the stack, once: a second call waits for the first. */
  stop(): Promise<void>;
}

/** What each dev account holds on a fork, so the test wallet can pay for gas and purchases. */
const FORK_DEV_BALANCE = parseEther('10000');
/** An impersonated holder with less than this gets it, so their transactions can pay for gas. */
const IMPERSONATED_MIN_BALANCE = parseEther('10');

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const rpcUrl = `http://127.0.0.1:${options.rpcPort}`;
  const appUrl = `http://localhost:${options.serverPort}`;
  const stoppers: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  // Once, however often it is asked: a test past its limit stops its stack, and its own cleanup asks again.
  const stop = () =>
    (stopping ??= (async () => {
      for (const stopOne of [...stoppers].reverse()) await stopOne();
    })());

  const { devServer } = options;
  let building: Promise<void> | undefined;
  try {
    await assertPortFree(options.serverPort);
    await assertPortFree(options.rpcPort);

    if (options.impersonate && !options.testWallet) throw new Error('IMPERSONATE needs the test wallet: leave TEST_WALLET unset.');
    // The build names no network (the app reads its chain from /config.json), so it runs while the chain is deployed
    // to. Awaited after the deployment, and by a failed start before it stops, so no build outlives the stack.
    building = options.reuseBuild || devServer ? undefined : buildApp({ testWallet: options.testWallet, log });
    building?.catch(() => undefined);
    const { fork } = options;
    log(
      fork
        ? `Starting anvil forking ${fork.url}${fork.block === undefined ? '' : ` at block ${fork.block}`} on ${rpcUrl}`
        : `Starting anvil (chain ${options.chainId ?? LOCAL_CHAIN_ID}) on ${rpcUrl}`,
    );
    if (fork && options.chainId !== undefined) throw new Error('A fork keeps the upstream chain id: leave chainId unset.');
    const anvil = await startAnvil({
      port: options.rpcPort,
      accounts: options.devAccountCount,
      ...(fork ? { forkUrl: fork.url, forkBlockNumber: fork.block } : { chainId: options.chainId ?? LOCAL_CHAIN_ID }),
    });
    stoppers.push(anvil.stop);
    const node = nodeClient(rpcUrl);
    const chainId = await node.getChainId();

    // Each stack keeps its deployment beside its own database (npm start's in .data/deployments/), which its
    // server reads: committed files never change when a stack starts.
    const deploymentsDir = path.join(options.dataDir, 'deployments');
    const recorded = fork ? await recordedDeploymentOn(node) : undefined;
    if (recorded) {
      log(`Chain ${chainId} has the deployment recorded in ${path.relative(ROOT, recorded.file)}: using its contracts, deploying nothing`);
      mkdirSync(deploymentsDir, { recursive: true });
      copyFileSync(recorded.file, path.join(deploymentsDir, path.basename(recorded.file)));
    } else {
      log('Deploying contracts');
      // A fork of a chain with no recorded deployment, or an anvil under another id, is deployed to like any dev
      // chain, whatever its id.
      const network = chainId === LOCAL_CHAIN_ID && !fork ? ['--network', 'local'] : [];
      // The tokens' URIs name this stack's server.
      const metadata = ['--metadata-origin', appUrl];
      await runToCompletion(
        process.execPath,
        ['--import', 'tsx', 'scripts/deploy.ts', ...network, '--rpc', rpcUrl, '--yes', '--deployments-dir', deploymentsDir, ...metadata],
        'the deploy script',
      );
    }
    const contracts = contractsOfChain(chainId, deploymentsDir)?.book;
    if (!contracts) throw new Error(`No complete deployment of chain ${chainId} in ${path.relative(ROOT, deploymentsDir)}`);
    if (fork) await fundForkAccounts(node, devAccounts(options.devAccountCount), options.impersonate, log);

    options.onDeployed?.();

    await building;

    const serverPort = devServer?.apiPort ?? options.serverPort;
    const serverUrl = `http://localhost:${serverPort}`;
    log(`Starting the reference server on ${serverUrl}`);
    mkdirSync(options.dataDir, { recursive: true });
    const server = spawnReferenceServer({
      PORT: String(serverPort),
      RPC_URL: rpcUrl,
      DATA_DIR: path.join(options.dataDir, 'pglite'),
      STATIC_DIR: OUT_DIR,
      CHAIN_ID: String(chainId),
      DEPLOYMENTS_DIR: deploymentsDir,
      TOKEN_SEND_RECIPIENT: process.env.TOKEN_SEND_RECIPIENT ?? LOCAL_TOKEN_SEND_RECIPIENT,
      // A development stack: demo content, login codes in the log, and the test wallet reaches anvil itself.
      RUN_MODE: 'local',
      ...(options.testWallet
        ? {
            CONNECT_URLS: rpcUrl,
            TEST_WALLET_NODE_URL: rpcUrl,
            ...(options.impersonate ? { TEST_WALLET_IMPERSONATE: options.impersonate } : {}),
          }
        : {}),
      // Behind `next dev`, the app's origin is that server's: sign-in messages, token URIs and the analytics beacon
      // name it (the server would name its own port, which the page may not reach: its answers are same-origin only).
      ...(devServer
        ? {
            PUBLIC_ORIGINS: `${appUrl},http://127.0.0.1:${options.serverPort}`,
            METADATA_ORIGIN: appUrl,
            SENSORS_URL: `${appUrl}/sensors/collect`,
          }
        : {}),
      ...options.serverEnv,
    });
    stoppers.push(() => stopProcess(server));
    pipeOutput(server, options.serverLogFile, options.echo ?? true);
    await waitUntilReady(() => httpReady(devServer ? `${serverUrl}/openapi.json` : `${appUrl}/home`), 'the reference server', server);

    if (devServer) {
      log(`Starting next dev on ${appUrl}`);
      const next = tiedToThisProcess(
        spawn(process.execPath, [NEXT_BIN, 'dev', '--port', String(options.serverPort)], {
          cwd: ROOT,
          env: { ...appEnvironment(options.testWallet), NEXT_TELEMETRY_DISABLED: '1', DEV_API_ORIGIN: serverUrl },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      stoppers.push(() => stopProcess(next));
      pipeOutput(next, options.serverLogFile, options.echo ?? true);
      // The first request compiles the page: ready when it is served.
      await waitUntilReady(() => httpReady(`${appUrl}/home`), 'next dev', next);
    }

    return { appUrl, rpcUrl, chainId, contracts, stop };
  } catch (error) {
    await building?.catch(() => undefined);
    await stop();
    throw error;
  }
}

/** The reference server (server/main.ts) in a process of its own that goes with this one: `env` over this process's. */
export function spawnReferenceServer(env: Record<string, string | undefined>): ChildProcess {
  return tiedToThisProcess(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** anvil's own controls (balances) beside the usual reads. */
function nodeClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions);
}
type ForkNode = ReturnType<typeof nodeClient>;

/** The dev accounts get ETH on the fork; an impersonated holder is topped up to pay for gas. */
async function fundForkAccounts(
  node: ForkNode,
  accounts: readonly { address: Address }[],
  impersonate: Address | undefined,
  log: (line: string) => void,
): Promise<void> {
  const devAddresses = accounts.map((account) => account.address);
  for (const address of devAddresses) await node.setBalance({ address, value: FORK_DEV_BALANCE });
  log(`The ${devAddresses.length} dev accounts hold ${formatEther(FORK_DEV_BALANCE)} ETH each on the fork`);
  if (!impersonate) return;
  const balance = await node.getBalance({ address: impersonate });
  if (balance < IMPERSONATED_MIN_BALANCE) {
    await node.setBalance({ address: impersonate, value: IMPERSONATED_MIN_BALANCE });
    log(`${impersonate} held ${formatEther(balance)} ETH: topped up to ${formatEther(IMPERSONATED_MIN_BALANCE)} for gas`);
  }
}

/**
 * The environment `next build` or `next dev` compiles the app in: the test wallet is the one setting that is
 * compiled in (a build without it drops the wallet's code); everything that varies with the chain is read at run
 * time from /config.json.
 */
function appEnvironment(testWallet: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (testWallet) env.NEXT_PUBLIC_TEST_WALLET = '1';
  else delete env.NEXT_PUBLIC_TEST_WALLET;
  return env;
}

/** Builds the static export unless the sources and flags are unchanged since the last build. */
export async function buildApp({ testWallet, log }: { testWallet: boolean; log: (line: string) => void }): Promise<void> {
  const env = appEnvironment(testWallet);
  const stamp = buildStamp(testWallet);
  if (existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === stamp) {
    log('The app build is up to date');
    return;
  }
  log(`Building the app${testWallet ? ' with the test wallet' : ''} (next build)`);
  await runToCompletion(process.execPath, [NEXT_BIN, 'build'], 'next build', { ...env, NEXT_TELEMETRY_DISABLED: '1', STACK_BUILD: '1' });
  await runToCompletion(process.execPath, ['--import', 'tsx', 'scripts/build/finish-export.ts', OUT_DIR], "the export's finishing steps");
  writeFileSync(BUILD_STAMP, stamp);
}

/** Runs a one-off step of the stack in its own process (TypeScript through tsx), failing when it fails. */
export async function runToCompletion(command: string, args: string[], what: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${what} failed with exit code ${code}`);
}

function buildStamp(testWallet: boolean): string {
  const hash = createHash('sha256');
  hash.update(`testWallet=${testWallet}\n`);
  for (const env of Object.keys(process.env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .sort()) {
    if (env !== 'NEXT_PUBLIC_TEST_WALLET') hash.update(`${env}=${process.env[env]}\n`);
  }
  for (const file of BUILD_INPUTS.flatMap((input) => listFiles(path.join(ROOT, input)))) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function listFiles(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(path.join(target, entry.name)));
}

function pipeOutput(child: ChildProcess, logFile: string | undefined, echo: boolean): void {
  const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      file?.write(chunk);
      if (echo) process.stdout.write(chunk);
    });
  }
  child.on('exit', () => file?.end());
}

/**
 * Waits until `check` passes, and fails as soon as `child` exits. No clock: a start takes what the machine gives
 * it (a fresh machine's first one also makes the database template, maybe beside a build), and a process that
 * died is known at once. A hang is left to the caller's own limit (the e2e suites' global timeout).
 */
async function waitUntilReady(check: () => Promise<boolean>, what: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function httpReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function assertPortFree(port: number): Promise<void> {
  const { createServer } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`Port ${port} is in use; set another port (see README) or stop what holds it.`)))
      .once('listening', () => probe.close(() => resolve()))
      .listen(port, '127.0.0.1');
  });
}
