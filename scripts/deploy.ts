// Deploys the product's seven contracts to any RPC, wires their permissions, installs Multicall3 on a local
// chain, seeds demo state for the local dev accounts and writes the typed registry in contracts-abi/.
// As a command: `tsx scripts/deploy.ts [--rpc URL]`.
import { createTestClient, http, parseEther, type Address, type Hex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { connectChainWriter, type ChainWriter, type DeployedArtifact } from './lib/chainWriter';
import { seedDemoState } from './lib/demoState';
import { BATCH_EXECUTOR_ADDRESS } from '../lib/chain/test-wallet/batch-calls';
import { buildContracts, readRuntimeBytecode } from './lib/forgeArtifacts';
import { MULTICALL3_ADDRESS, MULTICALL3_RUNTIME_BYTECODE } from './lib/multicall3';
import { registryFile, writeRegistry } from './lib/registryWriter';

const DEFAULT_RPC_URL = 'http://127.0.0.1:8545';

/** anvil's first well-known dev account: a public test key, never to be used on a real network. */
const DEPLOYER_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** anvil derives its dev accounts from this public test mnemonic. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const DEV_ACCOUNT_COUNT = 10;

const AFA_CAP = parseEther('1000000000');
/** talk per ETH on the /mint page. */
const TALK_MINT_RATE = 100_000n;
const CREATURE_PRICE = parseEther('0.01');
const CREATURE_TALK_PRICE = parseEther('500');
const PENDANT_PRICE = parseEther('0.005');
const HOUR = 3600n;
const DAY = 24n * HOUR;

const UPGRADE_SETTINGS = {
  speedLevel: HOUR / 2n,
  energyLevel: 10n,
  lifespanTimes: 100n,
  influenceTimes: 10n,
  levelLimit: 10,
  lifespanTimesLimit: 3,
  frozenTime: 8n * HOUR,
  accelerateRate: parseEther('5'),
  minLifespan: 10n,
  afaCostPerGrade: parseEther('100'),
  talkCostPerGrade: parseEther('50'),
};

const BREEDING_SETTINGS = {
  breedCost: parseEther('200'),
  breedTimeFee: parseEther('50'),
  nestRewardBps: 5_000,
  pairFrozenTime: 8n * HOUR,
  nestCooldown: 4n * HOUR,
  pairerCooldown: DAY,
  offspringLifespan: 100n,
  offspringBread: 2,
};

const STAKING_SETTINGS = {
  income: parseEther('80'),
  minIncome: parseEther('10'),
  fallingLuckyTime: 7n * DAY,
  luckyBonusBps: 1_000,
};

export const deployedContractNames = [
  'AfaToken',
  'TalkToken',
  'CreatureNft',
  'CreatureUpgrade',
  'PendantNft',
  'CreatureBreeding',
  'CreatureStakingPool',
] as const;
export type DeployedContractName = (typeof deployedContractNames)[number];

export interface DeployedContract {
  address: Address;
  deployedOnBlock: number;
}

export interface Deployment {
  chainId: number;
  contracts: Record<DeployedContractName, DeployedContract>;
  multicall3: Address;
  /** The registry file written, or null when `writeRegistry` was false. */
  registryFile: string | null;
}

export interface DeployOptions {
  rpcUrl: string;
  log?: (line: string) => void;
  /** Write contracts-abi/deployedContracts.ts (default true); tests against a throwaway chain may skip it. */
  writeRegistry?: boolean;
}

export function devAccounts(count = DEV_ACCOUNT_COUNT) {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex }));
}

export function devAccountAddresses(count = DEV_ACCOUNT_COUNT): Address[] {
  return devAccounts(count).map((account) => account.address);
}

/** anvil has no Multicall3; public chains have it at the same address already. */
async function ensureMulticall3(writer: ChainWriter, rpcUrl: string, log: (line: string) => void) {
  const code = await writer.publicClient.getCode({ address: MULTICALL3_ADDRESS });
  if (code && code !== '0x') return;
  const testClient = createTestClient({ chain: writer.chain, mode: 'anvil', transport: http(rpcUrl) });
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: MULTICALL3_RUNTIME_BYTECODE });
  log(`Multicall3 installed at ${MULTICALL3_ADDRESS}`);
}

/**
 * The local test wallet runs EIP-5792 atomic batches through an EIP-7702 delegation to the batch executor,
 * at one known address on every local chain; public chains' wallets bring their own.
 */
async function ensureBatchExecutor(writer: ChainWriter, rpcUrl: string, log: (line: string) => void) {
  const testClient = createTestClient({ chain: writer.chain, mode: 'anvil', transport: http(rpcUrl) });
  try {
    await testClient.setCode({ address: BATCH_EXECUTOR_ADDRESS, bytecode: readRuntimeBytecode('BatchExecutor') });
    log(`BatchExecutor installed at ${BATCH_EXECUTOR_ADDRESS}`);
  } catch {
    log('BatchExecutor not installed: the node is not a local anvil chain');
  }
}

export async function deploy(options: DeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => undefined);
  const writer = await connectChainWriter(options.rpcUrl);
  const chainId = writer.chain.id;
  const owner = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);

  log('Building contracts');
  buildContracts();
  log(`Deploying to chain ${chainId} at ${options.rpcUrl} from ${owner.address}`);

  const AfaToken = await writer.deploy(owner, 'AfaToken', [owner.address, AFA_CAP]);
  const TalkToken = await writer.deploy(owner, 'TalkToken', [owner.address, TALK_MINT_RATE]);
  const CreatureNft = await writer.deploy(owner, 'CreatureNft', [owner.address, CREATURE_PRICE]);
  const CreatureUpgrade = await writer.deploy(owner, 'CreatureUpgrade', [
    owner.address,
    CreatureNft.address,
    AfaToken.address,
    TalkToken.address,
    owner.address,
    UPGRADE_SETTINGS,
  ]);
  const PendantNft = await writer.deploy(owner, 'PendantNft', [owner.address, CreatureNft.address, PENDANT_PRICE]);
  const CreatureBreeding = await writer.deploy(owner, 'CreatureBreeding', [
    owner.address,
    CreatureNft.address,
    AfaToken.address,
    owner.address,
    BREEDING_SETTINGS,
  ]);
  const CreatureStakingPool = await writer.deploy(owner, 'CreatureStakingPool', [
    owner.address,
    CreatureNft.address,
    TalkToken.address,
    STAKING_SETTINGS,
  ]);
  const deployed: Record<DeployedContractName, DeployedArtifact> = {
    AfaToken,
    TalkToken,
    CreatureNft,
    CreatureUpgrade,
    PendantNft,
    CreatureBreeding,
    CreatureStakingPool,
  };
  for (const name of deployedContractNames) {
    log(`${name} deployed at ${deployed[name].address} (block ${deployed[name].deployedOnBlock})`);
  }

  // Permissions: upgrade and breeding change creatures, the staking pool mints talk income.
  await writer.write(owner, CreatureNft, 'setOperator', [CreatureUpgrade.address, true]);
  await writer.write(owner, CreatureNft, 'setOperator', [CreatureBreeding.address, true]);
  await writer.write(owner, TalkToken, 'setMinter', [CreatureStakingPool.address, true]);
  await writer.write(owner, CreatureNft, 'setTalkToken', [TalkToken.address]);
  await writer.write(owner, CreatureNft, 'setTalkPrice', [CREATURE_TALK_PRICE]);
  await writer.write(owner, CreatureNft, 'setBuyingOpen', [true]);
  await writer.write(owner, CreatureNft, 'setBreedingOpen', [true]);
  await writer.write(owner, PendantNft, 'setBuyingOpen', [true]);
  log('Permissions wired, buying and breeding open');

  await ensureMulticall3(writer, options.rpcUrl, log);
  await ensureBatchExecutor(writer, options.rpcUrl, log);

  await seedDemoState(
    writer,
    deployed,
    { creaturePrice: CREATURE_PRICE, pendantPrice: PENDANT_PRICE },
    owner,
    devAccounts(),
    log,
  );

  const shouldWriteRegistry = options.writeRegistry ?? true;
  if (shouldWriteRegistry) {
    await writeRegistry(chainId, deployed);
    log(`Registry written to ${registryFile}`);
  }

  const contracts = Object.fromEntries(
    deployedContractNames.map((name) => [
      name,
      { address: deployed[name].address, deployedOnBlock: deployed[name].deployedOnBlock },
    ]),
  ) as Record<DeployedContractName, DeployedContract>;

  return {
    chainId,
    contracts,
    multicall3: MULTICALL3_ADDRESS,
    registryFile: shouldWriteRegistry ? registryFile : null,
  };
}

function rpcUrlFromArgs(args: readonly string[]): string {
  const flagIndex = args.indexOf('--rpc');
  if (flagIndex === -1) return DEFAULT_RPC_URL;
  const url = args[flagIndex + 1];
  if (!url) throw new Error('--rpc needs a URL, e.g. --rpc http://127.0.0.1:8545');
  return url;
}

if (require.main === module) {
  deploy({ rpcUrl: rpcUrlFromArgs(process.argv.slice(2)), log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
