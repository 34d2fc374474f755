// Node-only: the one way the project starts anvil (the local stack, e2e, the server and lib tests, the
// scripts). It starts the native binary, so stopping it by its pid stops the chain itself.
import { spawn } from 'node:child_process';
import { stopProcess, tiedToThisProcess } from '../node/serviceProcess';
import { foundryBinary } from './binaries';

/** The id the local chain runs under unless told otherwise (the product's default chain). */
export const LOCAL_CHAIN_ID = 2810;

export interface AnvilOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  host?: string;
  /** LOCAL_CHAIN_ID by default; a fork keeps the upstream's id unless this is given. */
  chainId?: number;
  forkUrl?: string;
  forkBlockNumber?: number | bigint;
  hardfork?: string;
  /** Seconds between blocks; by default a block is mined for each transaction. */
  blockTime?: number;
  /** How many dev accounts of the mnemonic anvil funds; anvil's default is ten. */
  accounts?: number;
  /** anvil's own output (stderr is always kept for the error message when it fails to start). */
  echo?: boolean;
  /** A state file `anvil_dumpState` wrote (uncompressed): the chain starts where that one was, blocks and logs too. */
  loadState?: string;
  /** Keeps the state of only this many newest blocks, as a node without an archive does; blocks and logs stay. */
  pruneHistory?: number;
  /** How long to wait for anvil to listen: a fork fetches state from its upstream first. */
  startTimeoutMs?: number;
}

export interface Anvil {
  rpcUrl: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export function anvilArguments(options: AnvilOptions): string[] {
  const args = ['--host', options.host ?? '127.0.0.1', '--port', String(options.port ?? 0)];
  const chainId = options.chainId ?? (options.forkUrl ? undefined : LOCAL_CHAIN_ID);
  if (chainId !== undefined) args.push('--chain-id', String(chainId));
  if (options.forkUrl) args.push('--fork-url', options.forkUrl);
  if (options.forkBlockNumber !== undefined) {
    if (!options.forkUrl) throw new Error('A fork block number needs a fork URL');
    args.push('--fork-block-number', String(options.forkBlockNumber));
  }
  if (options.hardfork) args.push('--hardfork', options.hardfork);
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.accounts !== undefined) args.push('--accounts', String(options.accounts));
  if (options.loadState) args.push('--load-state', options.loadState);
  if (options.pruneHistory !== undefined) args.push('--prune-history', String(options.pruneHistory));
  return args;
}

const LISTENING = /Listening on ([\d.]+):(\d+)/;

/** Starts anvil and resolves once it listens; the caller stops it with `stop()`. */
export function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const child = tiedToThisProcess(spawn(foundryBinary('anvil'), anvilArguments(options), { stdio: ['ignore', 'pipe', 'pipe'] }));
  const stop = () => stopProcess(child);
  let stdout = '';
  let stderr = '';
  let listening = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`anvil did not start: ${reason}${stderr.trim() ? `\n${stderr.trim()}` : ''}`)));
    };
    const timeoutMs = options.startTimeoutMs ?? (options.forkUrl ? 60_000 : 20_000);
    const timer = setTimeout(() => fail(`not listening after ${timeoutMs / 1000} s`), timeoutMs);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => {
      if (!listening) fail(`exited with code ${code}`);
    });
    // Read stdout to the end either way, so anvil never blocks on a full pipe.
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      if (listening) return;
      stdout += chunk.toString();
      const match = LISTENING.exec(stdout);
      if (!match) return;
      listening = true;
      clearTimeout(timer);
      const port = Number(match[2]);
      resolve({ rpcUrl: `http://127.0.0.1:${port}`, port, pid: child.pid!, stop });
    });
  });
}
