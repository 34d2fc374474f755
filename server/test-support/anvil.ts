import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ANVIL_BINARY = path.join(process.cwd(), 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil');

/** anvil's first well-known dev account, funded with 10000 ETH on every fresh chain. */
export const DEV_ACCOUNT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const SECOND_DEV_ACCOUNT_KEY = '0x59c6995e998f97a0a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export interface Anvil {
  rpcUrl: string;
  stop: () => Promise<void>;
}

/** A fresh local chain (id 2810 unless told) on a free port, for tests that need real receipts and logs. */
export function startAnvil(chainId = 2810): Promise<Anvil> {
  const child: ChildProcess = spawn(ANVIL_BINARY, ['--chain-id', String(chainId), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`anvil did not start: ${output}`));
    }, 15_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Listening on [\d.]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ rpcUrl: `http://127.0.0.1:${port}`, stop });
      }
    });
  });
}
