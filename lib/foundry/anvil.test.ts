/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { anvilArguments, startAnvil, type Anvil } from './anvil';

/** Whether `pid` is a live process: one that has ended but is not yet reaped (a zombie) is not. */
const isRunning = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

const client = (anvil: Anvil) => createPublicClient({ transport: http(anvil.rpcUrl) });
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
// Not a dev account: a fork funds those afresh.
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

describe('the anvil launcher', () => {
  it('starts on a free port with the local chain id, and stop() ends the process by its pid', async () => {
    const [first, second] = await Promise.all([startAnvil(), startAnvil({ chainId: 31337 })]);
    try {
      expect(first.port).not.toBe(second.port);
      expect(await client(first).getChainId()).toBe(2810);
      expect(await client(second).getChainId()).toBe(31337);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(isRunning(first.pid)).toBe(false);
    expect(isRunning(second.pid)).toBe(false);
  });

  describe('started by a script that fails', () => {
    let orphan: number | undefined;
    afterEach(() => {
      if (orphan !== undefined && isRunning(orphan)) process.kill(orphan, 'SIGKILL');
    });

    it('ends with that script, even one an uncaught error ends', async () => {
      // A script that starts a chain and fails before it could stop it, as a benchmark may.
      const script = `require(${JSON.stringify(path.join(__dirname, 'anvil.ts'))}).startAnvil().then((anvil) => {
        console.log(anvil.pid);
        throw new Error('the script fails half-way');
      });`;
      const { stdout, stderr, exitCode } = await new Promise<{ stdout: string; stderr: string; exitCode: number | null }>((resolve) => {
        const child = execFile(process.execPath, ['--import', 'tsx', '-e', script], (_error, out, err) =>
          resolve({ stdout: out, stderr: err, exitCode: child.exitCode }),
        );
      });
      expect(stderr).toContain('the script fails half-way');
      expect(exitCode).toBe(1);
      orphan = Number(stdout.trim());
      expect(orphan).toBeGreaterThan(0);
      while (isRunning(orphan)) await sleep(50);
    });
  });

  it('forks another chain at a block, keeping its chain id and its state up to that block', async () => {
    const upstream = await startAnvil({ chainId: 2910 });
    let fork: Anvil | undefined;
    try {
      // anvil unlocks its dev accounts: each send is mined in its own block (1, then 2).
      const sender = createWalletClient({ account: DEV_ACCOUNT, transport: http(upstream.rpcUrl) });
      for (const value of [parseEther('1'), parseEther('2')]) {
        await client(upstream).waitForTransactionReceipt({ hash: await sender.sendTransaction({ to: RECIPIENT, value, chain: null }) });
      }
      fork = await startAnvil({ forkUrl: upstream.rpcUrl, forkBlockNumber: 1 });
      expect(await client(fork).getChainId()).toBe(2910);
      expect(await client(fork).getBalance({ address: RECIPIENT })).toBe(parseEther('1'));
    } finally {
      await fork?.stop();
      await upstream.stop();
    }
  });

  it('passes the fork, hardfork, block time and funded accounts options to anvil', () => {
    expect(
      anvilArguments({ forkUrl: 'http://upstream.example', forkBlockNumber: 12n, hardfork: 'prague', blockTime: 2, accounts: 30 }),
    ).toEqual([
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--fork-url',
      'http://upstream.example',
      '--fork-block-number',
      '12',
      '--hardfork',
      'prague',
      '--block-time',
      '2',
      '--accounts',
      '30',
    ]);
    expect(() => anvilArguments({ forkBlockNumber: 1 })).toThrow('A fork block number needs a fork URL');
  });

  it('starts from a state file when given one (the deployed chain the server tests share)', () => {
    expect(anvilArguments({ loadState: 'chain-state.json' })).toEqual([
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--chain-id',
      '2810',
      '--load-state',
      'chain-state.json',
    ]);
  });

  it('fails with anvil’s own message when it cannot start', async () => {
    const running = await startAnvil();
    try {
      await expect(startAnvil({ port: running.port })).rejects.toThrow(/anvil did not start: exited with code/);
    } finally {
      await running.stop();
    }
  });
});
