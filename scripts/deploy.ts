// `npm run deploy -- [--network <name>] [--rpc <url>] [--keystore <file>] [--owner <address>] [--metadata-origin <url>] [--yes]`
// Deploys the product's seven contracts to any EVM chain, resumably: each contract is recorded in the
// deployments file as soon as it is mined, and a re-run continues from there. Then it wires the permissions
// between them, points both NFT contracts' URIs at the metadata server and sets their royalty, hands ownership to OWNER_ADDRESS when given, checks the code at every address against the
// build, seeds demo state on local chains (or with --seed-demo) and writes the registry in contracts-abi/.
// See the README, "Deploying".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  formatEther,
  formatGwei,
  getAddress,
  http,
  isAddress,
  parseEther,
  type Account,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_MNEMONIC, devAccount, WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../lib/foundry/devAccounts';
import { findNetwork, KNOWN_NETWORKS, publicNetworkFor, type KnownNetwork } from '../lib/networks';
import { metadataOriginProblem } from '../lib/nft/metadata-origin';
import { METADATA_COLLECTIONS, tokenMetadataUris } from '../lib/protocol';
import { connectChainWriter, type ChainWriter, type DeployedArtifact } from './lib/chainWriter';
import { seedDemoState } from './lib/demoState';
import {
  deployedContractNames,
  deploymentFile,
  LOCAL_DEPLOYMENTS_DIR,
  NETWORK_DEPLOYMENTS_DIR,
  readDeployment,
  writeDeployment,
  type ContractRecord,
  type DeployedContractName,
  type DeploymentRecord,
} from './lib/deployments';
import { BATCH_EXECUTOR_ADDRESS } from '../lib/chain/test-wallet/batch-calls';
import { buildContracts, isCodeOf, readArtifact, repoRoot, type ContractArtifact } from './lib/forgeArtifacts';
import { decryptKeystore } from './lib/keystore';
import { MULTICALL3_ADDRESS, MULTICALL3_RUNTIME_BYTECODE } from './lib/multicall3';
import { askConfirmation, askPassword, canPrompt } from './lib/prompt';
import { registryEntriesOf, registryFile, writeRegistry } from './lib/registryWriter';

export { deployedContractNames, type DeployedContractName };

/** The dev accounts a dev node funds unless told more: anvil's ten. */
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

/** The origin `npm start` serves on (server/config.ts's default PORT): a dev chain's tokens name it unless told otherwise. */
export const LOCAL_METADATA_ORIGIN = 'http://localhost:3000';

/**
 * Each sale of a creature or pendant pays 5 % of its price to the treasury (ERC-2981): half of what the
 * contracts allow (MAX_ROYALTY_BPS, 10 %), the rate collectibles commonly ask, so a resale still pays its seller
 * most of the price.
 */
const ROYALTY_BPS = 500n;

/** Gas allowed per wiring or handover call in the cost estimate: each is one storage write or two. */
const GAS_PER_CALL = 80_000n;
/** The estimate is raised by this much, for fee movement between the plan and the transactions. */
const COST_MARGIN_PERCENT = 130n;

/** A refusal or a failure the user can act on: the command prints its message alone, on one line. */
export class DeployError extends Error {}

export function devAccounts(count = DEV_ACCOUNT_COUNT) {
  return Array.from({ length: count }, (_, addressIndex) => devAccount(addressIndex));
}

const wellKnownDevAddresses = new Set(devAccounts(WELL_KNOWN_DEV_ACCOUNT_COUNT).map((account) => account.address));

/** The dev accounts a dev node funds (anvil's ten, or as many as its `--accounts`), in the mnemonic's order. */
async function fundedDevAccounts(rpcUrl: string) {
  const funded = new Set(await createWalletClient({ transport: http(rpcUrl) }).getAddresses());
  return devAccounts(WELL_KNOWN_DEV_ACCOUNT_COUNT).filter((account) => funded.has(account.address));
}

export function isWellKnownDevAccount(address: Address): boolean {
  return wellKnownDevAddresses.has(getAddress(address));
}

export interface ChainFacts {
  chainId: number;
  genesisHash: Hash;
  /** e.g. `anvil/v1.7.1`. */
  clientVersion: string;
  /** anvil or hardhat: a throwaway development chain (a fork of a real chain included). */
  isDevChain: boolean;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error);
  // Node's own errors (parseArgs) may carry their class and code in front of the message.
  return text.split('\n')[0]!.replace(/^[A-Za-z]*Error \[[A-Z_]+\]: /, '');
}

export async function inspectChain(client: PublicClient, rpcUrl: string): Promise<ChainFacts> {
  try {
    const [chainId, genesis, clientVersion] = await Promise.all([
      client.getChainId(),
      client.getBlock({ blockNumber: 0n }),
      client.request({ method: 'web3_clientVersion' }).catch(() => 'unknown'),
    ]);
    return {
      chainId,
      genesisHash: genesis.hash,
      clientVersion: String(clientVersion),
      isDevChain: /^(anvil|hardhatnetwork)\//i.test(String(clientVersion)),
    };
  } catch (error) {
    throw new DeployError(`Cannot reach a chain at ${rpcUrl}: ${firstLine(error)}`);
  }
}

type Addresses = Partial<Record<DeployedContractName, Address>>;

/**
 * Each contract's constructor arguments, from the deployer, the treasury and the contracts before it.
 * `placeholder` stands in for a contract not deployed yet when only the gas of the deployment is estimated.
 */
function constructorArgs(name: DeployedContractName, deployer: Address, treasury: Address, addresses: Addresses, placeholder?: Address): unknown[] {
  const at = (dependency: DeployedContractName): Address => {
    const address = addresses[dependency] ?? placeholder;
    if (!address) throw new Error(`${name} needs ${dependency} deployed first`);
    return address;
  };
  switch (name) {
    case 'AfaToken':
      return [deployer, AFA_CAP];
    case 'TalkToken':
      return [deployer, TALK_MINT_RATE];
    case 'CreatureNft':
      return [deployer, CREATURE_PRICE];
    case 'CreatureUpgrade':
      return [deployer, at('CreatureNft'), at('AfaToken'), at('TalkToken'), treasury, UPGRADE_SETTINGS];
    case 'PendantNft':
      return [deployer, at('CreatureNft'), PENDANT_PRICE];
    case 'CreatureBreeding':
      return [deployer, at('CreatureNft'), at('AfaToken'), treasury, BREEDING_SETTINGS];
    case 'CreatureStakingPool':
      return [deployer, at('CreatureNft'), at('TalkToken'), STAKING_SETTINGS];
  }
}

/** JSON has no bigint: integers are recorded as decimal strings. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)));
}

type Contracts = Record<DeployedContractName, DeployedArtifact>;

interface Step {
  description: string;
  /** Reads the chain: true when the step's effect is already there, so a re-run skips it. */
  isDone(): Promise<boolean>;
  run(): Promise<void>;
}

/** What the NFT contracts' URIs and royalty are set to. */
interface CollectionSettings {
  chainId: number;
  metadataOrigin: string;
  /** Receives the royalty: the treasury. */
  royaltyReceiver: Address;
}

function wiringSteps(writer: ChainWriter, owner: Account, contracts: Contracts, collections: CollectionSettings): Step[] {
  const { CreatureNft, TalkToken, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft } = contracts;
  const read = (target: DeployedArtifact, functionName: string, args: readonly unknown[] = []) =>
    writer.publicClient.readContract({ address: target.address, abi: target.abi, functionName, args });
  const step = (
    description: string,
    target: DeployedArtifact,
    functionName: string,
    args: readonly unknown[],
    isDone: () => Promise<boolean>,
  ): Step => ({ description, isDone, run: () => writer.write(owner, target, functionName, args) });
  const sameAddress = (value: unknown, expected: Address) => typeof value === 'string' && getAddress(value) === expected;
  // Upgrade and breeding change creatures, the pendants' equips and uninstalls refresh a creature's metadata, the
  // staking pool mints talk income.
  return [
    step('CreatureUpgrade may change creatures', CreatureNft, 'setOperator', [CreatureUpgrade.address, true], async () =>
      (await read(CreatureNft, 'isOperator', [CreatureUpgrade.address])) === true),
    step('CreatureBreeding may change creatures', CreatureNft, 'setOperator', [CreatureBreeding.address, true], async () =>
      (await read(CreatureNft, 'isOperator', [CreatureBreeding.address])) === true),
    step("PendantNft may refresh creatures' metadata", CreatureNft, 'setPendantNft', [PendantNft.address], async () =>
      sameAddress(await read(CreatureNft, 'pendantNft'), PendantNft.address)),
    step('CreatureStakingPool may mint talk', TalkToken, 'setMinter', [CreatureStakingPool.address, true], async () =>
      (await read(TalkToken, 'isMinter', [CreatureStakingPool.address])) === true),
    step('creatures sell for talk too', CreatureNft, 'setTalkToken', [TalkToken.address], async () =>
      sameAddress(await read(CreatureNft, 'talkToken'), TalkToken.address)),
    step('the creature talk price', CreatureNft, 'setTalkPrice', [CREATURE_TALK_PRICE], async () =>
      (await read(CreatureNft, 'talkPrice')) === CREATURE_TALK_PRICE),
    step('creature buying open', CreatureNft, 'setBuyingOpen', [true], async () => (await read(CreatureNft, 'buyingOpen')) === true),
    step('breeding open', CreatureNft, 'setBreedingOpen', [true], async () => (await read(CreatureNft, 'breedingOpen')) === true),
    step('pendant buying open', PendantNft, 'setBuyingOpen', [true], async () => (await read(PendantNft, 'buyingOpen')) === true),
    // Wallets and explorers read each token's metadata from the server at these URIs (lib/protocol.ts).
    ...(['creatures', 'pendants'] as const).flatMap((collection) => {
      const name = METADATA_COLLECTIONS[collection];
      const target = contracts[name];
      const uris = tokenMetadataUris(collections.metadataOrigin, collections.chainId, collection);
      const { royaltyReceiver } = collections;
      return [
        ...(['baseURI', 'blindURI', 'contractURI'] as const).map((uri) =>
          step(`${name} ${uri} ${uris[uri]}`, target, `set${uri[0]!.toUpperCase()}${uri.slice(1)}`, [uris[uri]], async () => (await read(target, uri)) === uris[uri]),
        ),
        step(`${name} pays a ${Number(ROYALTY_BPS) / 100} % royalty to ${royaltyReceiver}`, target, 'setRoyalty', [royaltyReceiver, ROYALTY_BPS], async () => {
          const [receiver, amount] = (await read(target, 'royaltyInfo', [0n, 10_000n])) as readonly [Address, bigint];
          return sameAddress(receiver, royaltyReceiver) && amount === ROYALTY_BPS;
        }),
      ];
    }),
  ];
}

/** The treasuries, then the setter role, then every contract's ownership go to `newOwner` (the owner last). */
function handoverSteps(writer: ChainWriter, owner: Account, contracts: Contracts, newOwner: Address): Step[] {
  const { CreatureNft, CreatureUpgrade, CreatureBreeding, AfaToken, TalkToken } = contracts;
  const read = (target: DeployedArtifact, functionName: string) =>
    writer.publicClient.readContract({ address: target.address, abi: target.abi, functionName }) as Promise<Address>;
  const isNewOwner = (address: Address) => getAddress(address) === newOwner;
  return [
    {
      description: `CreatureUpgrade pays ${newOwner}`,
      isDone: async () => isNewOwner(await read(CreatureUpgrade, 'treasury')),
      run: () => writer.write(owner, CreatureUpgrade, 'setAddresses', [AfaToken.address, TalkToken.address, newOwner]),
    },
    {
      description: `CreatureBreeding pays ${newOwner}`,
      isDone: async () => isNewOwner(await read(CreatureBreeding, 'treasury')),
      run: () => writer.write(owner, CreatureBreeding, 'setAddresses', [AfaToken.address, newOwner]),
    },
    {
      description: `${newOwner} is the creature setter`,
      isDone: async () => isNewOwner(await read(CreatureNft, 'setter')),
      run: () => writer.write(owner, CreatureNft, 'setSetter', [newOwner]),
    },
    ...deployedContractNames.map((name) => ({
      description: `${newOwner} owns ${name}`,
      isDone: async () => isNewOwner(await read(contracts[name], 'owner')),
      run: () => writer.write(owner, contracts[name], 'transferOwnership', [newOwner]),
    })),
  ];
}

async function pendingSteps(steps: Step[]): Promise<Step[]> {
  const done = await Promise.all(steps.map((step) => step.isDone()));
  return steps.filter((_, index) => !done[index]);
}

async function runSteps(steps: Step[], log: (line: string) => void): Promise<void> {
  for (const step of steps) {
    await step.run();
    log(`  ${step.description}`);
  }
}

export interface DeployOptions {
  rpcUrl: string;
  /** The named network the RPC must serve; its chain id is checked before anything is sent. */
  network?: KnownNetwork;
  /** The deployer. Without one, a local dev chain uses anvil's first dev account; any other chain refuses. */
  account?: Account;
  /** Receives the ownership, the setter role and the treasuries once the contracts are wired. */
  ownerAddress?: Address;
  /**
   * The public origin of the server that serves token metadata, which both NFT contracts' URIs name. Needed on a
   * chain that is not a local dev chain; on one, LOCAL_METADATA_ORIGIN by default.
   */
  metadataOrigin?: string;
  /** Seed demo state on a chain that is not a local dev chain (it is always seeded on one). */
  seedDemo?: boolean;
  /** Where the deployments file goes; deployments/ for a real network, .data/deployments/ for a dev chain. */
  deploymentsDir?: string;
  /** Write contracts-abi/deployedContracts.ts (default true); tests against a throwaway chain skip it. */
  writeRegistry?: boolean;
  /** Asked with the plan before anything is sent; without it the plan is taken as confirmed. */
  confirm?: (plan: string) => Promise<boolean>;
  log?: (line: string) => void;
}

export interface DeployedContract {
  address: Address;
  deployedOnBlock: number;
}

export interface Deployment {
  chainId: number;
  contracts: Record<DeployedContractName, DeployedContract>;
  multicall3: Address;
  /** The deployments file written. */
  deploymentFile: string;
  /** The registry file written, or null when `writeRegistry` was false. */
  registryFile: string | null;
}

/** A path as the user reads it: relative inside the repository, absolute outside. */
function relative(file: string): string {
  const inRepo = path.relative(repoRoot, file);
  return inRepo.startsWith('..') ? file : inRepo;
}

/** A recorded deployment this chain can continue, after checking that it belongs to this chain. */
async function resumableRecord(
  file: string,
  facts: ChainFacts,
  client: PublicClient,
  artifacts: Record<DeployedContractName, ContractArtifact>,
  log: (line: string) => void,
): Promise<DeploymentRecord | undefined> {
  const record = readDeployment(file);
  if (!record) return undefined;
  if (record.chainId !== facts.chainId) {
    throw new DeployError(`${relative(file)} records chain ${record.chainId}, but the RPC serves chain ${facts.chainId}; nothing was sent`);
  }
  if (record.genesisHash !== facts.genesisHash) {
    // A dev chain restarted from scratch: the record describes a chain that no longer exists.
    if (facts.isDevChain) {
      log(`${relative(file)} belongs to an earlier run of this dev chain: deploying afresh`);
      return undefined;
    }
    throw new DeployError(`${relative(file)} was recorded on another chain with id ${facts.chainId} (its block 0 differs); nothing was sent`);
  }
  for (const name of deployedContractNames) {
    const recorded = record.contracts[name];
    if (!recorded) continue;
    const code = await client.getCode({ address: recorded.address });
    if (!isCodeOf(artifacts[name], code)) {
      const holds = code && code !== '0x' ? 'other code than the build of' : 'no code, not';
      throw new DeployError(`${relative(file)}: ${recorded.address} holds ${holds} ${artifacts[name].source} (${name}); nothing was sent`);
    }
  }
  return record;
}

function recordContract(
  record: DeploymentRecord,
  name: DeployedContractName,
  artifact: ContractArtifact,
  deployed: { address: Address; deployedOnBlock: number; transactionHash: Hash },
  args: unknown[],
): void {
  const entry: ContractRecord = {
    address: deployed.address,
    transactionHash: deployed.transactionHash,
    blockNumber: deployed.deployedOnBlock,
    constructorArgs: toJson(args) as unknown[],
    source: artifact.source,
    compiler: artifact.compiler,
    abi: artifact.abi,
  };
  record.contracts[name] = entry;
  delete record.pending[name];
}

async function feePerGas(client: PublicClient): Promise<bigint> {
  try {
    const fees = await client.estimateFeesPerGas();
    return fees.maxFeePerGas ?? fees.gasPrice ?? (await client.getGasPrice());
  } catch {
    return client.getGasPrice();
  }
}

export async function deploy(options: DeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => undefined);
  const facts = await inspectChain(createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) }), options.rpcUrl);
  // A dev chain mines each transaction at once; a real one takes seconds.
  const writer = await connectChainWriter(options.rpcUrl, facts.isDevChain ? 50 : 2_000);
  const client = writer.publicClient;
  const { chainId } = facts;
  const network = options.network;
  if (network && network.chainId !== chainId) {
    throw new DeployError(`${options.rpcUrl} serves chain ${chainId}, not ${network.chainId} (${network.key}); nothing was sent`);
  }
  if (network?.local && !facts.isDevChain) {
    throw new DeployError(`--network ${network.key} expects a local dev chain, but ${options.rpcUrl} runs ${facts.clientVersion}; nothing was sent`);
  }
  const deployer = options.account ?? (facts.isDevChain ? devAccounts(1)[0]! : undefined);
  if (!deployer) {
    throw new DeployError(`No deployer key for chain ${chainId}: set DEPLOYER_PRIVATE_KEY or pass --keystore <file>`);
  }
  if (!facts.isDevChain && isWellKnownDevAccount(deployer.address)) {
    throw new DeployError(`Refusing ${deployer.address}, one of anvil's well-known dev accounts, on chain ${chainId}, which is not a local dev chain`);
  }
  const metadataOrigin = options.metadataOrigin ?? (facts.isDevChain ? LOCAL_METADATA_ORIGIN : undefined);
  if (!metadataOrigin) {
    throw new DeployError(
      `No metadata origin for chain ${chainId}: pass --metadata-origin <url>, the public origin of the server that serves the token metadata (its METADATA_ORIGIN); explorers fetch a token's metadata once and keep it`,
    );
  }
  // A dev chain's tokens are read on this machine; every other chain's by explorers, which refuse private hosts.
  const originProblem = facts.isDevChain ? (/^https?:\/\/[^/]+$/.test(metadataOrigin) ? undefined : `"${metadataOrigin}" is not an http(s) origin`) : metadataOriginProblem(metadataOrigin);
  if (originProblem) throw new DeployError(`--metadata-origin: ${originProblem}; nothing was sent`);
  const ownerAddress = options.ownerAddress ? getAddress(options.ownerAddress) : undefined;
  const seedDemo = facts.isDevChain || (options.seedDemo ?? false);

  log('Building contracts');
  buildContracts();
  const artifacts = Object.fromEntries(deployedContractNames.map((name) => [name, readArtifact(name)])) as Record<
    DeployedContractName,
    ContractArtifact
  >;

  const file = deploymentFile(options.deploymentsDir ?? (facts.isDevChain ? LOCAL_DEPLOYMENTS_DIR : NETWORK_DEPLOYMENTS_DIR), chainId);
  const record: DeploymentRecord = (await resumableRecord(file, facts, client, artifacts, log)) ?? {
    chainId,
    genesisHash: facts.genesisHash,
    deployer: deployer.address,
    contracts: {},
    pending: {},
    demoSeeded: false,
  };
  if (getAddress(record.deployer) !== deployer.address && deployedContractNames.some((name) => !record.contracts[name])) {
    throw new DeployError(`${relative(file)} was started by ${record.deployer}; continue it with that key, not ${deployer.address}`);
  }
  const treasury = ownerAddress ?? getAddress(record.deployer);
  const collections: CollectionSettings = { chainId, metadataOrigin, royaltyReceiver: treasury };
  const addresses = (): Addresses =>
    Object.fromEntries(deployedContractNames.flatMap((name) => (record.contracts[name] ? [[name, record.contracts[name].address]] : [])));

  // A deployment sent by an interrupted run: take its contract when mined, or forget a transaction that is gone.
  for (const name of deployedContractNames) {
    const pending = record.pending[name];
    if (!pending) continue;
    const transaction = await client.getTransaction({ hash: pending.transactionHash }).catch(() => undefined);
    if (!transaction) {
      log(`The ${name} deployment ${pending.transactionHash} of an earlier run is not on the chain: sending it again`);
      delete record.pending[name];
      continue;
    }
    log(`Waiting for the ${name} deployment ${pending.transactionHash} of an earlier run`);
    const deployed = await writer.deployed(name, pending.transactionHash);
    recordContract(record, name, artifacts[name], deployed, constructorArgs(name, getAddress(record.deployer), treasury, addresses()));
    writeDeployment(file, record);
  }

  const toDeploy = deployedContractNames.filter((name) => !record.contracts[name]);
  const complete = toDeploy.length === 0;
  const contractsNow = () =>
    Object.fromEntries(
      deployedContractNames.map((name) => [name, { address: record.contracts[name]!.address, abi: artifacts[name].abi, deployedOnBlock: record.contracts[name]!.blockNumber }]),
    ) as Contracts;
  // Before every contract exists, every step is still to do; the placeholders only count them.
  const placeholders = Object.fromEntries(
    deployedContractNames.map((name) => [name, { address: zeroAddress as Address, abi: artifacts[name].abi, deployedOnBlock: 0 }]),
  ) as unknown as Contracts;
  const allWiring = wiringSteps(writer, deployer, placeholders, collections);
  const wiring = complete ? await pendingSteps(wiringSteps(writer, deployer, contractsNow(), collections)) : allWiring;
  const handover = !ownerAddress
    ? []
    : complete
      ? await pendingSteps(handoverSteps(writer, deployer, contractsNow(), ownerAddress))
      : handoverSteps(writer, deployer, placeholders, ownerAddress);
  const willSeed = seedDemo && !record.demoSeeded;

  let deployGas = 0n;
  for (const name of toDeploy) {
    const data = encodeDeployData({
      abi: artifacts[name].abi,
      bytecode: artifacts[name].bytecode,
      args: constructorArgs(name, deployer.address, treasury, addresses(), deployer.address),
    });
    deployGas += await client.estimateGas({ account: deployer, data }).catch((error: unknown) => {
      throw new DeployError(`Estimating the deployment of ${name} failed: ${firstLine(error)}`);
    });
  }
  const gas = deployGas + BigInt(wiring.length + handover.length) * GAS_PER_CALL;
  const fee = await feePerGas(client);
  const cost = (gas * fee * COST_MARGIN_PERCENT) / 100n;
  const balance = await client.getBalance({ address: deployer.address });
  const chainName = facts.isDevChain ? `local dev chain (${facts.clientVersion})` : (network?.name ?? publicNetworkFor(chainId)?.name ?? `chain ${chainId}`);
  const nothingToDo = toDeploy.length === 0 && wiring.length === 0 && handover.length === 0 && !willSeed;
  const deployedAlready = deployedContractNames.filter((name) => record.contracts[name]);
  const plan = [
    'Deploy plan',
    `  Chain:      ${chainId}, ${chainName}, at ${options.rpcUrl}`,
    `  Deployer:   ${deployer.address}, balance ${formatEther(balance)} ETH`,
    `  Record:     ${relative(file)}${deployedAlready.length ? ` (already deployed: ${deployedAlready.join(', ')})` : ''}`,
    `  Deploy:     ${toDeploy.length ? toDeploy.join(', ') : 'nothing'}`,
    `  Wire:       ${wiring.length} of ${allWiring.length} steps left`,
    `  Metadata:   token URIs under ${metadataOrigin}, a ${Number(ROYALTY_BPS) / 100} % royalty to ${treasury}`,
    `  Hand over:  ${ownerAddress ? `ownership, setter role and treasuries to ${ownerAddress} (${handover.length} steps)` : 'no (OWNER_ADDRESS not given: the deployer keeps them)'}`,
    `  Demo state: ${willSeed ? 'seeded' : 'no'}`,
    `  Cost:       about ${formatEther(cost)} ETH (${gas} gas at ${formatGwei(fee)} gwei, with a ${COST_MARGIN_PERCENT - 100n}% margin)`,
  ].join('\n');
  log(plan);
  if (balance < cost) {
    throw new DeployError(`${deployer.address} holds ${formatEther(balance)} ETH, less than the plan's estimated ${formatEther(cost)} ETH on chain ${chainId}; fund it and run again`);
  }
  if (nothingToDo) log('Everything is deployed and wired already: nothing to send');
  else if (options.confirm && !(await options.confirm(plan))) throw new DeployError('Not confirmed: nothing was sent');

  for (const name of toDeploy) {
    const args = constructorArgs(name, deployer.address, treasury, addresses());
    const deployed = await writer.deploy(deployer, name, args, (hash) => {
      record.pending[name] = { transactionHash: hash };
      writeDeployment(file, record);
    });
    recordContract(record, name, artifacts[name], deployed, args);
    writeDeployment(file, record);
    log(`${name} deployed at ${deployed.address} (block ${deployed.deployedOnBlock}, transaction ${deployed.transactionHash})`);
  }
  writeDeployment(file, record);

  const contracts = contractsNow();
  for (const name of deployedContractNames) {
    if (!isCodeOf(artifacts[name], await client.getCode({ address: contracts[name].address }))) {
      throw new DeployError(`${name} at ${contracts[name].address} does not hold the code built from ${artifacts[name].source}`);
    }
  }
  log(`Code check: each of the ${deployedContractNames.length} addresses holds the code built from contracts/src (immutables aside)`);

  const wiringLeft = await pendingSteps(wiringSteps(writer, deployer, contracts, collections));
  if (wiringLeft.length) log('Wiring the contracts');
  await runSteps(wiringLeft, log);

  if (facts.isDevChain) {
    await ensureMulticall3(writer, options.rpcUrl, log);
    await installBatchExecutor(writer, options.rpcUrl, log);
  }
  else if ((await client.getCode({ address: MULTICALL3_ADDRESS })) === undefined) {
    log(`Warning: chain ${chainId} has no Multicall3 at ${MULTICALL3_ADDRESS}; the app batches its reads through it`);
  }

  if (willSeed) {
    const demoAccounts = facts.isDevChain ? await fundedDevAccounts(options.rpcUrl) : devAccounts();
    await seedDemoState(writer, contracts, { creaturePrice: CREATURE_PRICE, pendantPrice: PENDANT_PRICE }, deployer, demoAccounts, log);
    record.demoSeeded = true;
    writeDeployment(file, record);
  }

  if (ownerAddress) {
    const handoverLeft = await pendingSteps(handoverSteps(writer, deployer, contracts, ownerAddress));
    if (handoverLeft.length) log(`Handing over to ${ownerAddress}`);
    await runSteps(handoverLeft, log);
  }

  const shouldWriteRegistry = options.writeRegistry ?? true;
  if (shouldWriteRegistry) {
    await writeRegistry({ [chainId]: registryEntriesOf(record) });
    log(`Registry written to ${relative(registryFile)}`);
  }
  log(`Recorded in ${relative(file)}`);

  return {
    chainId,
    contracts: Object.fromEntries(
      deployedContractNames.map((name) => [name, { address: contracts[name].address, deployedOnBlock: contracts[name].deployedOnBlock }]),
    ) as Record<DeployedContractName, DeployedContract>,
    multicall3: MULTICALL3_ADDRESS,
    deploymentFile: file,
    registryFile: shouldWriteRegistry ? registryFile : null,
  };
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
async function installBatchExecutor(writer: ChainWriter, rpcUrl: string, log: (line: string) => void) {
  const testClient = createTestClient({ chain: writer.chain, mode: 'anvil', transport: http(rpcUrl) });
  await testClient.setCode({ address: BATCH_EXECUTOR_ADDRESS, bytecode: readArtifact('BatchExecutor').deployedBytecode });
  log(`BatchExecutor installed at ${BATCH_EXECUTOR_ADDRESS}`);
}

const USAGE = `Usage: npm run deploy -- [--network ${KNOWN_NETWORKS.map((network) => network.key).join('|')}] [--rpc <url>] [--keystore <file> [--password-file <file>]] [--owner <address>] [--metadata-origin <url>] [--seed-demo] [--deployments-dir <dir>] [--skip-registry] [--yes]`;

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/** The deployer from DEPLOYER_PRIVATE_KEY or an encrypted keystore; undefined when neither is given. */
async function deployerFromInput(keystore: string | undefined, passwordFile: string | undefined, env: Record<string, string | undefined>): Promise<Account | undefined> {
  if (keystore) {
    let password: string;
    if (passwordFile) password = readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '');
    else if (canPrompt()) password = await askPassword(`Password for ${keystore}: `);
    else throw new DeployError(`--keystore needs its password: run in a terminal or pass --password-file <file>`);
    try {
      return privateKeyToAccount(decryptKeystore(keystore, password));
    } catch (error) {
      throw new DeployError((error as Error).message);
    }
  }
  const key = env.DEPLOYER_PRIVATE_KEY?.trim();
  if (!key) return undefined;
  if (key.split(/\s+/).length > 1) {
    throw new DeployError(key === DEV_MNEMONIC ? "Refusing anvil's well-known dev mnemonic as the deployer" : 'DEPLOYER_PRIVATE_KEY holds words: give a private key (0x and 64 hex digits), not a mnemonic');
  }
  const prefixed = key.startsWith('0x') ? key : `0x${key}`;
  if (!PRIVATE_KEY.test(prefixed)) throw new DeployError('DEPLOYER_PRIVATE_KEY is not a private key (0x and 64 hex digits)');
  return privateKeyToAccount(prefixed as Hex);
}

export async function runDeployCommand(argv: readonly string[], env: Record<string, string | undefined>): Promise<Deployment> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        network: { type: 'string' },
        rpc: { type: 'string' },
        keystore: { type: 'string' },
        'password-file': { type: 'string' },
        owner: { type: 'string' },
        'metadata-origin': { type: 'string' },
        'seed-demo': { type: 'boolean' },
        'deployments-dir': { type: 'string' },
        'skip-registry': { type: 'boolean' },
        yes: { type: 'boolean', short: 'y' },
      },
    }));
  } catch (error) {
    throw new DeployError(`${firstLine(error)}. ${USAGE}`);
  }
  const network = findNetwork(values.network ?? (values.rpc ? '' : 'local'), env);
  if (values.network && !network) {
    throw new DeployError(`Unknown network "${values.network}"; known: ${KNOWN_NETWORKS.map((known) => known.key).join(', ')}`);
  }
  const rpcUrl = values.rpc ?? network!.rpcUrl;
  if (!/^https?:\/\//i.test(rpcUrl)) throw new DeployError(`--rpc needs an http(s) URL, got "${rpcUrl}"`);
  const owner = values.owner ?? env.OWNER_ADDRESS?.trim();
  if (owner && !isAddress(owner, { strict: false })) throw new DeployError(`OWNER_ADDRESS is not an address: "${owner}"`);
  if (!values.yes && !canPrompt()) {
    throw new DeployError('Not a terminal, so the plan cannot be confirmed: pass --yes to deploy without asking');
  }
  const account = await deployerFromInput(values.keystore, values['password-file'], env);
  return deploy({
    rpcUrl,
    network,
    account,
    ownerAddress: owner ? getAddress(owner) : undefined,
    metadataOrigin: values['metadata-origin'],
    seedDemo: values['seed-demo'],
    deploymentsDir: values['deployments-dir'] ? path.resolve(values['deployments-dir']) : undefined,
    writeRegistry: !values['skip-registry'],
    confirm: values.yes ? undefined : () => askConfirmation('Send these transactions?'),
    log: (line) => console.log(line),
  });
}

if (require.main === module) {
  runDeployCommand(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(error instanceof DeployError ? error.message : `Deploy failed: ${firstLine(error)}`);
    process.exit(1);
  });
}
