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
  domainSeparator,
  encodeDeployData,
  getAddress,
  http,
  pad,
  parseEther,
  zeroAddress,
  type Account,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundryBinary } from '../lib/foundry/binaries';
import { startAnvil, type Anvil } from '../lib/foundry/anvil';
import { findNetwork } from '../lib/networks';
import { SEAPORT_ORDER_TYPES } from '@/lib/market/seaport';
import { runDeployCommand } from './deploy';
import { deploy, type Deployment, type DeployOptions } from './deploy/deployContracts';
import { DeployError } from './deploy/deployError';
import { devAccounts } from './deploy/devChain';
import type { RecordWithSeaport } from './deploy/seaport';
import { contractNames, deploymentFile, readDeployment, writeDeployment, type DeploymentRecord } from './lib/deployments';
import { isCodeOf, readArtifact } from './lib/forgeArtifacts';
import { CANONICAL_SEAPORT, readSeaportArtifact } from './lib/seaportBuild';

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
    // Three deployments, the ConduitController and Seaport, and the seventeen wiring calls (nine permissions and
    // settings, then three URIs and the royalty on each NFT contract): nothing sent twice.
    expect((await client().getTransactionCount({ address: deployer.address })) - nonceBefore).toBe(3 + 2 + 17);
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

describe('Seaport 1.6', () => {
  const seaportAbi = () => readSeaportArtifact('Seaport').abi;
  const controllerAbi = () => readSeaportArtifact('ConduitController').abi;
  const information = (seaport: Address) =>
    client().readContract({ address: seaport, abi: seaportAbi(), functionName: 'information' }) as Promise<readonly [string, Hex, Address]>;
  const wait = async (hash: Hex) => expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success');

  /** One deployment of our own Seaport, shared by the tests that read it. */
  let ours: { deployment: Deployment; directory: string; deployer: Account } | undefined;
  async function ourDeployment() {
    if (!ours) {
      const deployer = await fundedAccount('10');
      const directory = freshDirectory();
      ours = { deployment: await quiet({ rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory }), directory, deployer };
    }
    return ours;
  }

  it('deploys Seaport and its ConduitController from our build where the chain has none, records them and sends nothing again', async () => {
    const { deployment, directory, deployer } = await ourDeployment();
    const { seaport, conduitController, canonical } = deployment.seaport;
    expect(canonical).toBe(false);
    expect(seaport).not.toBe(CANONICAL_SEAPORT.Seaport);
    expect(isCodeOf(readSeaportArtifact('Seaport'), await client().getCode({ address: seaport }))).toBe(true);
    expect(isCodeOf(readSeaportArtifact('ConduitController'), await client().getCode({ address: conduitController }))).toBe(true);
    expect(await client().readContract({ address: seaport, abi: seaportAbi(), functionName: 'name' })).toBe('Seaport');
    expect(await information(seaport)).toEqual([
      '1.6',
      domainSeparator({ domain: { name: 'Seaport', version: '1.6', chainId: 2810, verifyingContract: seaport } }),
      conduitController,
    ]);
    // No conduit of our own: orders use conduit key 0 and sellers approve Seaport itself.
    const deployersConduitKey = pad(deployer.address, { dir: 'right', size: 32 });
    expect(
      await client().readContract({
        address: conduitController,
        abi: controllerAbi(),
        functionName: 'getConduit',
        args: [deployersConduitKey],
      }),
    ).toEqual([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), false]);

    const recorded = (readDeployment(deploymentFile(directory, 2810)) as RecordWithSeaport).seaport!;
    expect(recorded.pending).toEqual({});
    expect(recorded.contracts.ConduitController).toMatchObject({ address: conduitController, canonical: false, constructorArgs: [] });
    expect(recorded.contracts.Seaport).toMatchObject({
      address: seaport,
      canonical: false,
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      constructorArgs: [conduitController],
      source: 'node_modules/seaport-core/src/Seaport.sol',
      compiler: { version: '0.8.24+commit.e11b9ed9', optimizer: { enabled: true, runs: 4_294_967_295 }, viaIR: true, evmVersion: 'cancun' },
    });

    const nonce = await client().getTransactionCount({ address: deployer.address });
    const again = await quiet({ rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory });
    expect(again.seaport).toEqual(deployment.seaport);
    expect(await client().getTransactionCount({ address: deployer.address })).toBe(nonce);
  });

  it('fills a signed order: a creature sold for ETH through our Seaport', async () => {
    const { deployment } = await ourDeployment();
    const { seaport } = deployment.seaport;
    const creatures = { address: deployment.contracts.CreatureNft.address, abi: readArtifact('CreatureNft').abi };
    const [seller, buyer] = [await fundedAccount('1'), await fundedAccount('1')];
    const price = parseEther('0.25');
    const walletOf = (account: Account) => createWalletClient({ account, transport: http(anvil.rpcUrl) });

    await wait(
      await walletOf(seller).writeContract({
        ...creatures,
        chain: null,
        functionName: 'buy',
        args: [1n, parseEther('0.01')],
        value: parseEther('0.01'),
      }),
    );
    const tokenId = (await client().readContract({
      ...creatures,
      functionName: 'tokenOfOwnerByIndex',
      args: [seller.address, 0n],
    })) as bigint;
    await wait(
      await walletOf(seller).writeContract({ ...creatures, chain: null, functionName: 'setApprovalForAll', args: [seaport, true] }),
    );

    const parameters = {
      offerer: seller.address,
      zone: zeroAddress,
      offer: [{ itemType: 2, token: creatures.address, identifierOrCriteria: tokenId, startAmount: 1n, endAmount: 1n }],
      consideration: [
        { itemType: 0, token: zeroAddress, identifierOrCriteria: 0n, startAmount: price, endAmount: price, recipient: seller.address },
      ],
      orderType: 0,
      startTime: 0n,
      endTime: 2n ** 64n,
      zoneHash: `0x${'0'.repeat(64)}` as Hex,
      salt: 1n,
      conduitKey: `0x${'0'.repeat(64)}` as Hex,
    };
    const signature = await seller.signTypedData!({
      domain: { name: 'Seaport', version: '1.6', chainId: 2810, verifyingContract: seaport },
      types: SEAPORT_ORDER_TYPES,
      primaryType: 'OrderComponents',
      message: { ...parameters, counter: 0n },
    });
    const sellerBalance = await client().getBalance({ address: seller.address });
    await wait(
      await walletOf(buyer).writeContract({
        chain: null,
        address: seaport,
        abi: seaportAbi(),
        functionName: 'fulfillOrder',
        args: [{ parameters: { ...parameters, totalOriginalConsiderationItems: 1n }, signature }, `0x${'0'.repeat(64)}`],
        value: price,
      }),
    );
    expect(await client().readContract({ ...creatures, functionName: 'ownerOf', args: [tokenId] })).toBe(buyer.address);
    expect((await client().getBalance({ address: seller.address })) - sellerBalance).toBe(price);
  });

  it('continues an interrupted run: the ConduitController deployed, then only Seaport, bound to it', async () => {
    const deployer = await fundedAccount('10');
    const directory = freshDirectory();
    const options = { rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory };
    const interrupted = quiet({
      ...options,
      log: (line) => {
        if (line.startsWith('ConduitController deployed')) throw new Error('interrupted');
      },
    });
    await expect(interrupted).rejects.toThrow('interrupted');
    const controller = (readDeployment(deploymentFile(directory, 2810)) as RecordWithSeaport).seaport!.contracts.ConduitController!;
    expect((readDeployment(deploymentFile(directory, 2810)) as RecordWithSeaport).seaport!.contracts.Seaport).toBeUndefined();

    const resumed = await quiet(options);
    expect(resumed.seaport.conduitController).toBe(controller.address);
    expect((await information(resumed.seaport.seaport))[2]).toBe(controller.address);
  });

  describe('on a chain that already holds the canonical Seaport', () => {
    let snapshot: Hex;
    beforeEach(async () => {
      // Made before the snapshot, so reverting it keeps our Seaport for the tests after these.
      await ourDeployment();
      snapshot = await control().snapshot();
    });
    afterEach(async () => {
      await control().revert({ id: snapshot });
    });

    /**
     * The canonical pair as a chain that has it holds it: a ConduitController at its canonical address, and
     * Seaport built with that address as its controller at its own.
     */
    async function installCanonicalSeaport(): Promise<void> {
      const { deployment } = await ourDeployment();
      const controllerCode = await client().getCode({ address: deployment.seaport.conduitController });
      await control().setCode({ address: CANONICAL_SEAPORT.ConduitController, bytecode: controllerCode! });
      const deployer = await fundedAccount('1');
      const { abi, bytecode } = readSeaportArtifact('Seaport');
      const hash = await createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) }).deployContract({
        chain: null,
        abi,
        bytecode,
        args: [CANONICAL_SEAPORT.ConduitController],
      });
      const { contractAddress } = await client().waitForTransactionReceipt({ hash });
      await control().setCode({ address: CANONICAL_SEAPORT.Seaport, bytecode: (await client().getCode({ address: contractAddress! }))! });
    }

    it('records the canonical addresses and deploys neither', async () => {
      await installCanonicalSeaport();
      const deployer = await fundedAccount('10');
      const directory = freshDirectory();
      const lines: string[] = [];
      const nonce = await client().getTransactionCount({ address: deployer.address });
      const deployment = await quiet({
        rpcUrl: publicNode.rpcUrl,
        account: deployer,
        deploymentsDir: directory,
        log: (line) => lines.push(line),
      });

      expect(deployment.seaport).toEqual({
        seaport: CANONICAL_SEAPORT.Seaport,
        conduitController: CANONICAL_SEAPORT.ConduitController,
        canonical: true,
      });
      expect(lines.join('\n')).toContain(
        `Seaport:    1.6 found at its canonical address ${CANONICAL_SEAPORT.Seaport}: recorded, nothing deployed`,
      );
      // The seven contracts and the seventeen wiring calls: no Seaport deployment.
      expect((await client().getTransactionCount({ address: deployer.address })) - nonce).toBe(7 + 17);
      const recorded = (readDeployment(deploymentFile(directory, 2810)) as RecordWithSeaport).seaport!;
      expect(recorded.contracts.Seaport).toMatchObject({
        address: CANONICAL_SEAPORT.Seaport,
        canonical: true,
        transactionHash: null,
        blockNumber: null,
      });
      expect(recorded.contracts.ConduitController).toMatchObject({ address: CANONICAL_SEAPORT.ConduitController, canonical: true });
    });

    it('refuses other code at the canonical Seaport address, sending and writing nothing', async () => {
      await control().setCode({ address: CANONICAL_SEAPORT.Seaport, bytecode: readSeaportArtifact('ConduitController').deployedBytecode });
      const deployer = await fundedAccount('10');
      const directory = freshDirectory();
      const error = await quiet({ rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DeployError);
      expect((error as Error).message).toBe(
        `${CANONICAL_SEAPORT.Seaport}, Seaport 1.6's canonical address, holds other code than Seaport 1.6 with the canonical ConduitController; nothing was sent`,
      );
      expect(readdirSync(directory)).toEqual([]);
      expect(await client().getTransactionCount({ address: deployer.address })).toBe(0);
    });
  });

  it('refuses a deployments file whose Seaport address holds other code, and leaves it as it was', async () => {
    const { directory: original, deployer } = await ourDeployment();
    const record = readDeployment(deploymentFile(original, 2810)) as RecordWithSeaport;
    const directory = freshDirectory();
    const file = deploymentFile(directory, 2810);
    const seaport = record.seaport!;
    writeDeployment(file, {
      ...record,
      seaport: {
        ...seaport,
        contracts: {
          ...seaport.contracts,
          Seaport: { ...seaport.contracts.Seaport!, address: seaport.contracts.ConduitController!.address },
        },
      },
    } as RecordWithSeaport);
    const tampered = readFileSync(file, 'utf8');
    const nonce = await client().getTransactionCount({ address: deployer.address });
    const error = await quiet({ rpcUrl: publicNode.rpcUrl, account: deployer, deploymentsDir: directory }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DeployError);
    // The file as the reader finds it: relative inside the repository (a temporary folder may be in it), absolute outside.
    expect((error as Error).message).toMatch(
      `2810.json: ${seaport.contracts.ConduitController!.address} holds other code than Seaport 1.6; nothing was sent`,
    );
    expect(readFileSync(file, 'utf8')).toBe(tampered);
    expect(await client().getTransactionCount({ address: deployer.address })).toBe(nonce);
  });
});
