import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  getAddress,
  http,
  parseEther,
  type Account,
  type Address,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundryBinary } from '../lib/foundry/binaries';
import { startAnvil, type Anvil } from '../lib/foundry/anvil';
import { findNetwork } from '../lib/networks';
import { runDeployCommand } from './deploy';
import { deploy, type DeployOptions } from './deploy/deployContracts';
import { DeployError } from './deploy/deployError';
import { devAccounts } from './deploy/devChain';
import { contractNames, deploymentFile, readDeployment, writeDeployment, type DeploymentRecord } from './lib/deployments';
import { readArtifact } from './lib/forgeArtifacts';

// Deploying seven contracts and wiring them takes seconds on a loaded machine.
jest.setTimeout(120_000);

const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/**
 * A chain that is not a dev chain, as a public node looks: the anvil behind it answers everything, but the
 * node identifies as geth, so the deploy command must treat it as a real network.
 */
async function startPublicLookingNode(upstream: string): Promise<{ rpcUrl: string; close(): Promise<void> }> {
  const answer = async (call: { id: unknown; method: string }) => {
    if (call.method === 'web3_clientVersion') return { jsonrpc: '2.0', id: call.id, result: 'Geth/v1.14.11-stable/linux-amd64/go1.23.2' };
    const response = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(call) });
    return response.json();
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const parsed = JSON.parse(body) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
      const result = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    rpcUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let anvil: Anvil;
let publicNode: Awaited<ReturnType<typeof startPublicLookingNode>>;
const directories: string[] = [];

function freshDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'deployments-'));
  directories.push(directory);
  return directory;
}

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) });
const control = () => createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });

/** A new key holding `ether`, as a faucet would fund it. */
async function fundedAccount(ether: string): Promise<Account> {
  const account = privateKeyToAccount(generatePrivateKey());
  await control().setBalance({ address: account.address, value: parseEther(ether) });
  return account;
}

const METADATA_ORIGIN = 'https://meta.example.com';

const quiet = (options: DeployOptions) => deploy({ log: () => undefined, metadataOrigin: METADATA_ORIGIN, ...options });

async function ownerOf(address: Address, name: (typeof contractNames)[number]): Promise<Address> {
  const { abi } = readArtifact(name);
  return client().readContract({ address, abi, functionName: 'owner' }) as Promise<Address>;
}

beforeAll(async () => {
  anvil = await startAnvil();
  publicNode = await startPublicLookingNode(anvil.rpcUrl);
});

afterAll(async () => {
  await publicNode.close();
  await anvil.stop();
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe('deploying to a network', () => {
  it('continues an interrupted run where it stopped, taking a deployment sent before the stop instead of sending it again', async () => {
    const directory = freshDirectory();
    const deployer = await fundedAccount('10');
    const options = { rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory };

    // The first run dies once CreatureNft is mined.
    const interrupted = quiet({
      ...options,
      log: (line) => {
        if (line.startsWith('CreatureNft deployed')) throw new Error('interrupted');
      },
    });
    await expect(interrupted).rejects.toThrow('interrupted');
    const file = deploymentFile(directory, 2810);
    const afterStop = readDeployment(file)!;
    expect(Object.keys(afterStop.contracts)).toEqual(['AfaToken', 'TalkToken', 'CreatureNft']);

    // The next deployment was sent by the stopped run, which died before seeing it mined.
    const upgrade = readArtifact('CreatureUpgrade');
    const hash = await createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) }).sendTransaction({
      chain: null,
      data: encodeDeployData({
        abi: upgrade.abi,
        bytecode: upgrade.bytecode,
        args: [
          deployer.address,
          afterStop.contracts.CreatureNft!.address,
          afterStop.contracts.AfaToken!.address,
          afterStop.contracts.TalkToken!.address,
          deployer.address,
          {
            speedLevel: 1800n,
            energyLevel: 10n,
            lifespanTimes: 100n,
            influenceTimes: 10n,
            levelLimit: 10,
            lifespanTimesLimit: 3,
            frozenTime: 28800n,
            accelerateRate: parseEther('5'),
            minLifespan: 10n,
            afaCostPerGrade: parseEther('100'),
            talkCostPerGrade: parseEther('50'),
          },
        ],
      }),
    });
    writeDeployment(file, { ...afterStop, pending: { CreatureUpgrade: { transactionHash: hash } } });
    const nonceBefore = await client().getTransactionCount({ address: deployer.address });

    const resumed = await quiet(options);

    const record = readDeployment(file)!;
    expect(record.contracts.CreatureUpgrade!.transactionHash).toBe(hash);
    for (const name of ['AfaToken', 'TalkToken', 'CreatureNft'] as const) {
      expect(record.contracts[name]).toEqual(afterStop.contracts[name]);
    }
    expect(record.pending).toEqual({});
    // Three deployments and the seventeen wiring calls (nine permissions and settings, then three URIs and the
    // royalty on each NFT contract): nothing sent twice.
    expect((await client().getTransactionCount({ address: deployer.address })) - nonceBefore).toBe(3 + 17);
    const creatures = readArtifact('CreatureNft');
    expect(
      await client().readContract({
        address: resumed.contracts.CreatureNft.address,
        abi: creatures.abi,
        functionName: 'isOperator',
        args: [record.contracts.CreatureUpgrade!.address],
      }),
    ).toBe(true);

    // A third run finds everything done and sends nothing.
    const nonceAfter = await client().getTransactionCount({ address: deployer.address });
    await quiet(options);
    expect(await client().getTransactionCount({ address: deployer.address })).toBe(nonceAfter);
    expect(record.contracts.AfaToken).toMatchObject({
      constructorArgs: [deployer.address, '1000000000000000000000000000'],
      source: 'contracts/src/AfaToken.sol',
      compiler: { version: expect.stringMatching(/^0\.8\./), optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' },
    });
  });

  it('hands ownership, the setter role and the treasuries to OWNER_ADDRESS', async () => {
    const deployer = await fundedAccount('10');
    const owner = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    const deployment = await quiet({ rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: freshDirectory(), ownerAddress: owner });

    for (const name of contractNames) expect(await ownerOf(deployment.contracts[name].address, name)).toBe(owner);
    const read = (name: 'CreatureNft' | 'CreatureUpgrade' | 'CreatureBreeding', functionName: string) =>
      client().readContract({ address: deployment.contracts[name].address, abi: readArtifact(name).abi, functionName });
    expect(await read('CreatureNft', 'setter')).toBe(owner);
    expect(await read('CreatureUpgrade', 'treasury')).toBe(owner);
    expect(await read('CreatureBreeding', 'treasury')).toBe(owner);
  });

  it("points both NFT contracts' URIs at the metadata origin with a 5 % royalty to the treasury; a re-run corrects only what differs", async () => {
    const deployer = await fundedAccount('10');
    const options = { rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: freshDirectory() };
    const deployment = await quiet(options);
    const read = (name: 'CreatureNft' | 'PendantNft', functionName: string, args: unknown[] = []) =>
      client().readContract({ address: deployment.contracts[name].address, abi: readArtifact(name).abi, functionName, args });
    const uris = async (name: 'CreatureNft' | 'PendantNft') =>
      Promise.all(['baseURI', 'blindURI', 'contractURI'].map((functionName) => read(name, functionName)));
    expect(await uris('CreatureNft')).toEqual([
      `${METADATA_ORIGIN}/metadata/2810/creatures/`,
      `${METADATA_ORIGIN}/metadata/2810/creatures/blind`,
      `${METADATA_ORIGIN}/metadata/2810/creatures`,
    ]);
    expect(await uris('PendantNft')).toEqual([
      `${METADATA_ORIGIN}/metadata/2810/pendants/`,
      `${METADATA_ORIGIN}/metadata/2810/pendants/blind`,
      `${METADATA_ORIGIN}/metadata/2810/pendants`,
    ]);
    for (const name of ['CreatureNft', 'PendantNft'] as const) {
      expect(await read(name, 'royaltyInfo', [1n, parseEther('2')])).toEqual([deployer.address, parseEther('0.1')]);
    }

    // Someone changes one URI by hand: the next run puts back that one alone.
    const wallet = createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) });
    const creatures = readArtifact('CreatureNft');
    await client().waitForTransactionReceipt({
      hash: await wallet.writeContract({
        chain: null,
        address: deployment.contracts.CreatureNft.address,
        abi: creatures.abi,
        functionName: 'setBlindURI',
        args: ['https://old.example.com/egg.json'],
      }),
    });
    const nonce = await client().getTransactionCount({ address: deployer.address });
    await quiet(options);
    expect(await client().getTransactionCount({ address: deployer.address })).toBe(nonce + 1);
    expect(await read('CreatureNft', 'blindURI')).toBe(`${METADATA_ORIGIN}/metadata/2810/creatures/blind`);
  });

  it('seeds no demo state on a network unless asked', async () => {
    const deployment = await quiet({ rpcUrl: publicNode.rpcUrl, account: await fundedAccount('10'), deploymentsDir: freshDirectory() });
    const { abi } = readArtifact('CreatureNft');
    expect(await client().readContract({ address: deployment.contracts.CreatureNft.address, abi, functionName: 'totalSupply' })).toBe(0n);
  });
});

describe('refusals: one clear line, nothing sent, nothing false written', () => {
  async function expectRefusal(options: DeployOptions, message: string | RegExp, directory: string): Promise<void> {
    const filesBefore = readdirSync(directory);
    const error = await quiet({ ...options, deploymentsDir: directory }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    expect(readdirSync(directory)).toEqual(filesBefore);
  }

  it("refuses anvil's well-known dev keys on a chain that is not a dev chain", async () => {
    const directory = freshDirectory();
    for (const account of [privateKeyToAccount(DEV_KEY), devAccounts(10)[9]!]) {
      const nonce = await client().getTransactionCount({ address: account.address });
      await expectRefusal(
        { rpcUrl: publicNode.rpcUrl, account },
        /^Refusing 0x[0-9a-fA-F]{40}, one of anvil's well-known dev accounts, on chain 2810/,
        directory,
      );
      expect(await client().getTransactionCount({ address: account.address })).toBe(nonce);
    }
  });

  it('refuses a network without a metadata origin, or with one explorers cannot fetch from', async () => {
    const account = await fundedAccount('10');
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account, metadataOrigin: undefined },
      /^No metadata origin for chain 2810: pass --metadata-origin <url>, the public origin of the server that serves the token metadata/,
      freshDirectory(),
    );
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account, metadataOrigin: 'http://localhost:3000' },
      /^--metadata-origin: localhost is a local name, which explorers cannot reach; nothing was sent$/,
      freshDirectory(),
    );
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account, metadataOrigin: 'http://192.168.1.5' },
      /^--metadata-origin: 192\.168\.1\.5 is a private address/,
      freshDirectory(),
    );
    expect(await client().getTransactionCount({ address: account.address })).toBe(0);
  });

  it('refuses a network without a deployer key', async () => {
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl },
      'No deployer key for chain 2810: set DEPLOYER_PRIVATE_KEY or pass --keystore <file>',
      freshDirectory(),
    );
  });

  it('refuses a deployer whose balance is below the estimated cost of the plan', async () => {
    const poor = await fundedAccount('0.001');
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account: poor },
      new RegExp(`^${poor.address} holds 0.001 ETH, less than the plan's estimated [0-9.]+ ETH on chain 2810`),
      freshDirectory(),
    );
    expect(await client().getTransactionCount({ address: poor.address })).toBe(0);
  });

  it('refuses an RPC whose chain is not the named network’s', async () => {
    const hoodi = findNetwork('morph-hoodi')!;
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, network: hoodi, account: await fundedAccount('10') },
      `${publicNode.rpcUrl} serves chain 2810, not 2910 (morph-hoodi); nothing was sent`,
      freshDirectory(),
    );
  });

  it('refuses an RPC that does not answer', async () => {
    await expectRefusal({ rpcUrl: 'http://127.0.0.1:9' }, /^Cannot reach a chain at http:\/\/127\.0\.0\.1:9: /, freshDirectory());
  });

  /** One complete deployment, copied into a fresh directory for each test that alters its record. */
  let completed: { record: DeploymentRecord; account: Account } | undefined;
  async function copyOfCompletedDeployment(): Promise<{ directory: string; file: string; record: DeploymentRecord; account: Account }> {
    if (!completed) {
      const account = await fundedAccount('10');
      const directory = freshDirectory();
      await quiet({ rpcUrl: publicNode.rpcUrl, account, deploymentsDir: directory });
      completed = { record: readDeployment(deploymentFile(directory, 2810))!, account };
    }
    const directory = freshDirectory();
    return { directory, file: deploymentFile(directory, 2810), ...completed };
  }

  it('refuses a deployments file whose addresses hold other code, and leaves it as it was', async () => {
    const { directory, file, record, account } = await copyOfCompletedDeployment();
    // Someone points AfaToken at the talk token's address.
    writeDeployment(file, {
      ...record,
      contracts: { ...record.contracts, AfaToken: { ...record.contracts.AfaToken!, address: record.contracts.TalkToken!.address } },
    });
    const tampered = readFileSync(file, 'utf8');
    const nonce = await client().getTransactionCount({ address: account.address });

    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account },
      `2810.json: ${record.contracts.TalkToken!.address} holds other code than the build of contracts/src/AfaToken.sol (AfaToken); nothing was sent`,
      directory,
    );
    expect(readFileSync(file, 'utf8')).toBe(tampered);
    expect(await client().getTransactionCount({ address: account.address })).toBe(nonce);
  });

  it('refuses a deployments file recorded on another chain with the same id', async () => {
    const { directory, file, record, account } = await copyOfCompletedDeployment();
    writeDeployment(file, { ...record, genesisHash: `0x${'1'.repeat(64)}` });
    await expectRefusal(
      { rpcUrl: publicNode.rpcUrl, account },
      /was recorded on another chain with id 2810 \(its block 0 differs\); nothing was sent$/,
      directory,
    );
  });
});

describe('the deploy command', () => {
  /** The refusal of the command; a run that deploys fails the test. */
  const run = (args: string[], env: Record<string, string> = {}) =>
    runDeployCommand(args, env).then(
      () => new Error('the command deployed instead of refusing'),
      (error: unknown) => error as Error,
    );

  it('rejects an unknown flag and an unknown network with the usage', async () => {
    expect((await run(['--rpc', publicNode.rpcUrl, '--yes', '--frobnicate'])).message).toMatch(
      /^Unknown option '--frobnicate'\. Usage: npm run deploy -- /,
    );
    expect((await run(['--network', 'mainnet', '--yes'])).message).toBe(
      'Unknown network "mainnet"; known: local, morph-testnet, morph, morph-hoodi',
    );
  });

  it('will not ask for confirmation without a terminal: --yes or nothing', async () => {
    expect((await run(['--rpc', publicNode.rpcUrl])).message).toBe(
      'Not a terminal, so the plan cannot be confirmed: pass --yes to deploy without asking',
    );
  });

  it("refuses anvil's mnemonic and a malformed key in DEPLOYER_PRIVATE_KEY", async () => {
    expect(
      (
        await run(['--rpc', publicNode.rpcUrl, '--yes'], {
          DEPLOYER_PRIVATE_KEY: 'test test test test test test test test test test test junk',
        })
      ).message,
    ).toBe("Refusing anvil's well-known dev mnemonic as the deployer");
    expect((await run(['--rpc', publicNode.rpcUrl, '--yes'], { DEPLOYER_PRIVATE_KEY: '0x1234' })).message).toBe(
      'DEPLOYER_PRIVATE_KEY is not a private key (0x and 64 hex digits)',
    );
    expect((await run(['--rpc', publicNode.rpcUrl, '--yes'], { DEPLOYER_PRIVATE_KEY: DEV_KEY })).message).toMatch(
      /^Refusing 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, one of anvil's well-known dev accounts/,
    );
  });

  it('deploys with a key from an encrypted keystore made by cast', async () => {
    const directory = freshDirectory();
    const keystores = freshDirectory();
    const created = execFileSync(foundryBinary('cast'), ['wallet', 'new', keystores, '--unsafe-password', 'correct horse'], {
      encoding: 'utf8',
    });
    const address = getAddress(/Address:\s+(0x[0-9a-fA-F]{40})/.exec(created)![1]!);
    await control().setBalance({ address, value: parseEther('10') });
    const keystore = path.join(keystores, readdirSync(keystores)[0]!);
    const passwordFile = path.join(directory, '..', `${path.basename(directory)}.password`);
    directories.push(passwordFile);

    writeFileSync(passwordFile, 'wrong\n');
    expect(
      (
        await run([
          '--rpc',
          publicNode.rpcUrl,
          '--yes',
          '--keystore',
          keystore,
          '--password-file',
          passwordFile,
          '--deployments-dir',
          directory,
        ])
      ).message,
    ).toBe(`Wrong password for the keystore ${keystore}`);
    expect(existsSync(deploymentFile(directory, 2810))).toBe(false);

    writeFileSync(passwordFile, 'correct horse\n');
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await runDeployCommand(
        [
          '--rpc',
          publicNode.rpcUrl,
          '--yes',
          '--keystore',
          keystore,
          '--password-file',
          passwordFile,
          '--deployments-dir',
          directory,
          '--metadata-origin',
          METADATA_ORIGIN,
        ],
        {},
      );
    } finally {
      logged.mockRestore();
    }
    expect(readDeployment(deploymentFile(directory, 2810))!.deployer).toBe(address);
    expect(await ownerOf(readDeployment(deploymentFile(directory, 2810))!.contracts.PendantNft!.address, 'PendantNft')).toBe(address);
  });
});
