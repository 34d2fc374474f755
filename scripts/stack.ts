/**
 * The local stack: anvil on chain 2810 (or forking a live chain), the contracts deployed unless the chain
 * already has them, the static app built, and the reference server serving app and APIs on one origin; or, for
 * `npm run dev`, `next dev` serving the app with hot reload in front of the server.
 * Used by `npm start`, `npm run dev` and the end-to-end tests; every process it starts is stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestClient, formatEther, http, parseEther, publicActions, type Address } from 'viem';
import { checkBuildSettings } from '../lib/build-settings';
import { LOCAL_CHAIN_ID, startAnvil } from '../lib/foundry/anvil';
import { devAccounts } from './deploy/devChain';
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
  /** The node the test wallet built into the app reaches (default: this stack's anvil). */
  testWalletRpcUrl?: string;
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
  /**
   * Serve the app as another stack of the same run built it, and deploy without rewriting the registry that
   * build holds: on a fresh dev chain the same deployer puts the contracts at the same addresses.
   */
  reuseBuild?: boolean;
  /** Called once the contracts are deployed (and, unless `reuseBuild`, the registry written), before the build. */
  onDeployed?: () => void;
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
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };

  try {
    await assertPortFree(options.serverPort);
    await assertPortFree(options.rpcPort);

    if (options.impersonate && !options.testWallet) throw new Error('IMPERSONATE needs the test wallet: leave TEST_WALLET unset.');
    const { fork } = options;
    log(
      fork
        ? `Starting anvil forking ${fork.url}${fork.block === undefined ? '' : ` at block ${fork.block}`} on ${rpcUrl}`
        : `Starting anvil (chain ${LOCAL_CHAIN_ID}) on ${rpcUrl}`,
    );
    const anvil = await startAnvil({
      port: options.rpcPort,
      accounts: options.devAccountCount,
      ...(fork ? { forkUrl: fork.url, forkBlockNumber: fork.block } : { chainId: LOCAL_CHAIN_ID }),
    });
    stoppers.push(anvil.stop);
    const node = nodeClient(rpcUrl);
    const chainId = await node.getChainId();

    const recorded = fork ? await recordedDeploymentOn(node) : undefined;
    if (recorded) {
      log(`Chain ${chainId} has the deployment recorded in ${path.relative(ROOT, recorded.file)}: using its contracts, deploying nothing`);
      // In its own process like the deploy, which also writes the registry: the registry is TypeScript.
      if (!options.reuseBuild)
        await runToCompletion(
          process.execPath,
          ['--import', 'tsx', 'scripts/registry.ts', '--record', recorded.file],
          'writing the registry',
        );
    } else {
      log(options.reuseBuild ? 'Deploying contracts' : 'Deploying contracts and writing the registry');
      // A fork of a chain with no recorded deployment is deployed to like any dev chain, whatever its id.
      const network = fork ? [] : ['--network', 'local'];
      // Each stack records its own deployment beside its own database (npm start's in .data/deployments/).
      const record = ['--deployments-dir', path.join(options.dataDir, 'deployments')];
      const registry = options.reuseBuild ? ['--skip-registry'] : [];
      // The tokens' URIs name this stack's server.
      const metadata = ['--metadata-origin', appUrl];
      await runToCompletion(
        process.execPath,
        ['--import', 'tsx', 'scripts/deploy.ts', ...network, '--rpc', rpcUrl, '--yes', ...record, ...registry, ...metadata],
        'the deploy script',
      );
    }
    if (fork) await fundForkAccounts(node, devAccounts(options.devAccountCount), options.impersonate, log);

    options.onDeployed?.();

    const appSettings = {
      testWallet: options.testWallet,
      testWalletRpcUrl: options.testWalletRpcUrl ?? rpcUrl,
      chainId,
      impersonate: options.impersonate,
    };
    const { devServer } = options;
    if (!options.reuseBuild && !devServer) await buildApp({ ...appSettings, log });

    const serverPort = devServer?.apiPort ?? options.serverPort;
    const serverUrl = `http://localhost:${serverPort}`;
    log(`Starting the reference server on ${serverUrl}`);
    mkdirSync(options.dataDir, { recursive: true });
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(serverPort),
        RPC_URL: rpcUrl,
        DATA_DIR: path.join(options.dataDir, 'pglite'),
        STATIC_DIR: OUT_DIR,
        CHAIN_ID: String(chainId),
        // A development stack: demo content, login codes in the log, and the test wallet's pages may reach anvil.
        RUN_MODE: 'local',
        ...(options.testWallet ? { CONNECT_URLS: rpcUrl } : {}),
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stoppers.push(() => stopProcess(server));
    pipeOutput(server, options.serverLogFile, options.echo ?? true);
    await waitUntilReady(() => httpReady(devServer ? `${serverUrl}/openapi.json` : `${appUrl}/home`), 'the reference server', server);

    if (devServer) {
      log(`Starting next dev on ${appUrl}`);
      const next = spawn(process.execPath, [NEXT_BIN, 'dev', '--port', String(options.serverPort)], {
        cwd: ROOT,
        env: { ...appEnvironment(appSettings), NEXT_TELEMETRY_DISABLED: '1', DEV_API_ORIGIN: serverUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      stoppers.push(() => stopProcess(next));
      pipeOutput(next, options.serverLogFile, options.echo ?? true);
      // The first request compiles the page: ready when it is served.
      await waitUntilReady(() => httpReady(`${appUrl}/home`), 'next dev', next);
    }

    return { appUrl, rpcUrl, chainId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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

interface AppSettings {
  testWallet: boolean;
  /** The node the test wallet reaches directly (anvil), built into the app with it. */
  testWalletRpcUrl?: string;
  /** The chain the app targets: the stack's (a fork keeps the upstream's id); by default the configured one. */
  chainId?: number;
  /** The holder the test wallet acts as through the node's impersonation (IMPERSONATE). */
  impersonate?: Address;
}

/**
 * The environment `next build` or `next dev` compiles the app in: the stack's `NEXT_PUBLIC_*` settings, set in
 * this process too so the build stamp records them, and checked.
 */
function appEnvironment({ testWallet, testWalletRpcUrl, chainId, impersonate }: AppSettings): NodeJS.ProcessEnv {
  if (chainId !== undefined) process.env.NEXT_PUBLIC_CHAIN_ID = String(chainId);
  if (testWallet && impersonate) process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE = impersonate;
  else delete process.env.NEXT_PUBLIC_TEST_WALLET_IMPERSONATE;
  process.env.NEXT_PUBLIC_TOKEN_SEND_RECIPIENT ??= LOCAL_TOKEN_SEND_RECIPIENT;
  if (testWallet && testWalletRpcUrl) process.env.NEXT_PUBLIC_TEST_WALLET_RPC_URL = testWalletRpcUrl;
  else delete process.env.NEXT_PUBLIC_TEST_WALLET_RPC_URL;
  checkBuildSettings();
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (testWallet) env.NEXT_PUBLIC_TEST_WALLET = '1';
  else delete env.NEXT_PUBLIC_TEST_WALLET;
  return env;
}

/** Builds the static export unless the sources and flags are unchanged since the last build. */
export async function buildApp({ log, ...settings }: AppSettings & { log: (line: string) => void }): Promise<void> {
  // Taken after the settings are set, so the build is redone when the recipient or the wallet's node changes.
  const env = appEnvironment(settings);
  const stamp = buildStamp(settings.testWallet);
  if (existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === stamp) {
    log('The app build is up to date');
    return;
  }
  log(`Building the app${settings.testWallet ? ' with the test wallet' : ''} (next build)`);
  await runToCompletion(process.execPath, [NEXT_BIN, 'build'], 'next build', { ...env, NEXT_TELEMETRY_DISABLED: '1', STACK_BUILD: '1' });
  await runToCompletion(process.execPath, ['--import', 'tsx', 'scripts/pwa/build-sw.ts', OUT_DIR], 'the service worker build');
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

/** Stops `child` by its pid: SIGTERM, then SIGKILL if it is still there 5 s later. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
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
