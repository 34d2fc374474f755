// Deploys the product's seven contracts to any EVM chain, resumably: each contract is recorded in the
// deployments file as soon as it is mined, and a re-run continues from there. Then it wires the permissions
// between them, points both NFT contracts' URIs at the metadata server and sets their royalty, hands ownership to
// the owner when given, checks the code at every address against the build, seeds demo state on local chains (or
// when asked). A real network's record (deployments/) also updates the registry's addresses in contracts-abi/.
// Seaport 1.6 comes along: the canonical one where the chain has it, else our build of it (./seaport.ts).
import path from 'node:path';
import {
  createPublicClient,
  encodeDeployData,
  formatEther,
  formatGwei,
  getAddress,
  http,
  type Account,
  type Address,
  type Hash,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { publicNetworkFor, type KnownNetwork } from '../../lib/networks';
import { metadataOriginProblem } from '../../lib/nft/metadata-origin';
import { connectChainWriter } from '../lib/chainWriter';
import {
  contractNames,
  deploymentFile,
  LOCAL_DEPLOYMENTS_DIR,
  NETWORK_DEPLOYMENTS_DIR,
  readDeployment,
  writeDeployment,
  type ContractRecord,
  type ContractName,
  type DeploymentRecord,
} from '../lib/deployments';
import { buildContracts, isCodeOf, readArtifact, repoRoot, type ContractArtifact } from '../lib/forgeArtifacts';
import { MULTICALL3_ADDRESS } from '../lib/multicall3';
import { networksFile, writeNetworks } from '../lib/registryWriter';
import { constructorArgs, ROYALTY_BPS, type Addresses } from './contractSettings';
import { DeployError, firstLine } from './deployError';
import { devAccounts, installDevChainHelpers, isWellKnownDevAccount, LOCAL_METADATA_ORIGIN, seedDemoForDevAccounts } from './devChain';
import {
  carryOutSeaport,
  checkRecordedSeaport,
  planSeaport,
  takePendingSeaport,
  verifiedSeaport,
  type RecordWithSeaport,
  type SeaportAddresses,
} from './seaport';
import { handoverSteps, pendingSteps, runSteps, wiringSteps, type CollectionSettings, type Contracts } from './steps';

/** Gas allowed per wiring or handover call in the cost estimate: each is one storage write or two. */
const GAS_PER_CALL = 80_000n;
/** The estimate is raised by this much, for fee movement between the plan and the transactions. */
const COST_MARGIN_PERCENT = 130n;

interface ChainFacts {
  chainId: number;
  genesisHash: Hash;
  /** e.g. `anvil/v1.7.1`. */
  clientVersion: string;
  /** anvil or hardhat: a throwaway development chain (a fork of a real chain included). */
  isDevChain: boolean;
}

async function inspectChain(client: PublicClient, rpcUrl: string): Promise<ChainFacts> {
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

/** JSON has no bigint: integers are recorded as decimal strings. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)));
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
  contracts: Record<ContractName, DeployedContract>;
  multicall3: Address;
  seaport: SeaportAddresses;
  /** The deployments file written. */
  deploymentFile: string;
  /** The registry's network addresses file, when the record is a real network's (in deployments/). */
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
  artifacts: Record<ContractName, ContractArtifact>,
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
    throw new DeployError(
      `${relative(file)} was recorded on another chain with id ${facts.chainId} (its block 0 differs); nothing was sent`,
    );
  }
  for (const name of contractNames) {
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
  name: ContractName,
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
    throw new DeployError(
      `--network ${network.key} expects a local dev chain, but ${options.rpcUrl} runs ${facts.clientVersion}; nothing was sent`,
    );
  }
  const deployer = options.account ?? (facts.isDevChain ? devAccounts(1)[0]! : undefined);
  if (!deployer) {
    throw new DeployError(`No deployer key for chain ${chainId}: set DEPLOYER_PRIVATE_KEY or pass --keystore <file>`);
  }
  if (!facts.isDevChain && isWellKnownDevAccount(deployer.address)) {
    throw new DeployError(
      `Refusing ${deployer.address}, one of anvil's well-known dev accounts, on chain ${chainId}, which is not a local dev chain`,
    );
  }
  const metadataOrigin = options.metadataOrigin ?? (facts.isDevChain ? LOCAL_METADATA_ORIGIN : undefined);
  if (!metadataOrigin) {
    throw new DeployError(
      `No metadata origin for chain ${chainId}: pass --metadata-origin <url>, the public origin of the server that serves the token metadata (its METADATA_ORIGIN); explorers fetch a token's metadata once and keep it`,
    );
  }
  // A dev chain's tokens are read on this machine; every other chain's by explorers, which refuse private hosts.
  const originProblem = facts.isDevChain
    ? /^https?:\/\/[^/]+$/.test(metadataOrigin)
      ? undefined
      : `"${metadataOrigin}" is not an http(s) origin`
    : metadataOriginProblem(metadataOrigin);
  if (originProblem) throw new DeployError(`--metadata-origin: ${originProblem}; nothing was sent`);
  const ownerAddress = options.ownerAddress ? getAddress(options.ownerAddress) : undefined;
  const seedDemo = facts.isDevChain || (options.seedDemo ?? false);

  log('Building contracts');
  buildContracts();
  const artifacts = Object.fromEntries(contractNames.map((name) => [name, readArtifact(name)])) as Record<ContractName, ContractArtifact>;

  const file = deploymentFile(options.deploymentsDir ?? (facts.isDevChain ? LOCAL_DEPLOYMENTS_DIR : NETWORK_DEPLOYMENTS_DIR), chainId);
  const record: RecordWithSeaport = (await resumableRecord(file, facts, client, artifacts, log)) ?? {
    chainId,
    genesisHash: facts.genesisHash,
    deployer: deployer.address,
    contracts: {},
    pending: {},
    demoSeeded: false,
  };
  if (getAddress(record.deployer) !== deployer.address && contractNames.some((name) => !record.contracts[name])) {
    throw new DeployError(`${relative(file)} was started by ${record.deployer}; continue it with that key, not ${deployer.address}`);
  }
  await checkRecordedSeaport(client, record, relative(file));
  const treasury = ownerAddress ?? getAddress(record.deployer);
  const collections: CollectionSettings = { chainId, metadataOrigin, royaltyReceiver: treasury };
  const addresses = (): Addresses =>
    Object.fromEntries(contractNames.flatMap((name) => (record.contracts[name] ? [[name, record.contracts[name].address]] : [])));

  // A deployment sent by an interrupted run: take its contract when mined, or forget a transaction that is gone.
  for (const name of contractNames) {
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

  await takePendingSeaport(writer, record, file, log);

  const toDeploy = contractNames.filter((name) => !record.contracts[name]);
  const complete = toDeploy.length === 0;
  const contractsNow = () =>
    Object.fromEntries(
      contractNames.map((name) => [
        name,
        { address: record.contracts[name]!.address, abi: artifacts[name].abi, deployedOnBlock: record.contracts[name]!.blockNumber },
      ]),
    ) as Contracts;
  // Before every contract exists, every step is still to do; the placeholders only count them.
  const placeholders = Object.fromEntries(
    contractNames.map((name) => [name, { address: zeroAddress as Address, abi: artifacts[name].abi, deployedOnBlock: 0 }]),
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
  const seaport = await planSeaport(client, record, deployer);
  const gas = deployGas + seaport.gas + BigInt(wiring.length + handover.length) * GAS_PER_CALL;
  const fee = await feePerGas(client);
  const cost = (gas * fee * COST_MARGIN_PERCENT) / 100n;
  const balance = await client.getBalance({ address: deployer.address });
  const chainName = facts.isDevChain
    ? `local dev chain (${facts.clientVersion})`
    : (network?.name ?? publicNetworkFor(chainId)?.name ?? `chain ${chainId}`);
  const nothingToDo =
    toDeploy.length === 0 &&
    !seaport.useCanonical &&
    seaport.toDeploy.length === 0 &&
    wiring.length === 0 &&
    handover.length === 0 &&
    !willSeed;
  const deployedAlready = contractNames.filter((name) => record.contracts[name]);
  const plan = [
    'Deploy plan',
    `  Chain:      ${chainId}, ${chainName}, at ${options.rpcUrl}`,
    `  Deployer:   ${deployer.address}, balance ${formatEther(balance)} ETH`,
    `  Record:     ${relative(file)}${deployedAlready.length ? ` (already deployed: ${deployedAlready.join(', ')})` : ''}`,
    `  Deploy:     ${toDeploy.length ? toDeploy.join(', ') : 'nothing'}`,
    `  Seaport:    ${seaport.description}`,
    `  Wire:       ${wiring.length} of ${allWiring.length} steps left`,
    `  Metadata:   token URIs under ${metadataOrigin}, a ${Number(ROYALTY_BPS) / 100} % royalty to ${treasury}`,
    `  Hand over:  ${ownerAddress ? `ownership, setter role and treasuries to ${ownerAddress} (${handover.length} steps)` : 'no (OWNER_ADDRESS not given: the deployer keeps them)'}`,
    `  Demo state: ${willSeed ? 'seeded' : 'no'}`,
    `  Cost:       about ${formatEther(cost)} ETH (${gas} gas at ${formatGwei(fee)} gwei, with a ${COST_MARGIN_PERCENT - 100n}% margin)`,
  ].join('\n');
  log(plan);
  if (balance < cost) {
    throw new DeployError(
      `${deployer.address} holds ${formatEther(balance)} ETH, less than the plan's estimated ${formatEther(cost)} ETH on chain ${chainId}; fund it and run again`,
    );
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
  await carryOutSeaport(writer, deployer, record, seaport, file, log);
  writeDeployment(file, record);

  const contracts = contractsNow();
  for (const name of contractNames) {
    if (!isCodeOf(artifacts[name], await client.getCode({ address: contracts[name].address }))) {
      throw new DeployError(`${name} at ${contracts[name].address} does not hold the code built from ${artifacts[name].source}`);
    }
  }
  log(`Code check: each of the ${contractNames.length} addresses holds the code built from contracts/src (immutables aside)`);
  const seaportAddresses = await verifiedSeaport(client, record, relative(file));
  log(
    `Seaport check: ${seaportAddresses.seaport} holds Seaport 1.6, bound to the ConduitController at ${seaportAddresses.conduitController}`,
  );

  const wiringLeft = await pendingSteps(wiringSteps(writer, deployer, contracts, collections));
  if (wiringLeft.length) log('Wiring the contracts');
  await runSteps(wiringLeft, log);

  if (facts.isDevChain) await installDevChainHelpers(writer, options.rpcUrl, log);
  else if ((await client.getCode({ address: MULTICALL3_ADDRESS })) === undefined) {
    log(`Warning: chain ${chainId} has no Multicall3 at ${MULTICALL3_ADDRESS}; the app batches its reads through it`);
  }

  if (willSeed) {
    await seedDemoForDevAccounts(writer, contracts, deployer, { rpcUrl: options.rpcUrl, isDevChain: facts.isDevChain }, log);
    record.demoSeeded = true;
    writeDeployment(file, record);
  }

  if (ownerAddress) {
    const handoverLeft = await pendingSteps(handoverSteps(writer, deployer, contracts, ownerAddress));
    if (handoverLeft.length) log(`Handing over to ${ownerAddress}`);
    await runSteps(handoverLeft, log);
  }

  const isNetworkRecord = path.dirname(file) === NETWORK_DEPLOYMENTS_DIR;
  if (isNetworkRecord) {
    writeNetworks();
    log(`Registry addresses written to ${relative(networksFile)}`);
  }
  log(`Recorded in ${relative(file)}`);

  return {
    chainId,
    contracts: Object.fromEntries(
      contractNames.map((name) => [name, { address: contracts[name].address, deployedOnBlock: contracts[name].deployedOnBlock }]),
    ) as Record<ContractName, DeployedContract>,
    multicall3: MULTICALL3_ADDRESS,
    seaport: seaportAddresses,
    deploymentFile: file,
    registryFile: isNetworkRecord ? networksFile : null,
  };
}
