// Seaport 1.6, the marketplace protocol, and the ConduitController it is built with. Where a chain holds
// Seaport 1.6 at its canonical cross-chain address (put there through the CREATE2 factory OpenSea's deployment
// guide names), the deploy uses it; elsewhere it deploys both from our build of `seaport-core`
// (contracts/seaport/seaport-1.6.json), which is byte for byte the canonical Seaport's creation code. Either way
// the deployments file records them under `seaport`, beside the seven contracts, and a re-run checks their code.
//
// No conduit of our own: orders use conduit key 0, so a seller approves Seaport itself, whose code nobody can
// change. A conduit's owner can open a channel to any contract, which could then move every token approved to
// the conduit, and handing a conduit over takes the new owner's own acceptOwnership call.
import { encodeDeployData, getAddress, type Account, type Address, type Hash, type PublicClient } from 'viem';
import type { ChainWriter } from '../lib/chainWriter';
import { writeDeployment, type ContractRecord, type DeploymentRecord } from '../lib/deployments';
import { isCodeOf, type ContractArtifact } from '../lib/forgeArtifacts';
import { CANONICAL_SEAPORT, readSeaportArtifact, seaportContractNames, type SeaportContractName } from '../lib/seaportBuild';
import { DeployError, firstLine } from './deployError';

export const SEAPORT_VERSION = '1.6';

/**
 * Gas for deploying Seaport while the ConduitController it names is not deployed yet, so it cannot be estimated
 * (its constructor reads the controller): it used 5,290,315 on anvil, and the estimate adds 4 %.
 */
const SEAPORT_DEPLOY_GAS = 5_500_000n;

export interface SeaportContractRecord extends Omit<ContractRecord, 'transactionHash' | 'blockNumber'> {
  /** Found at its canonical address, deployed by someone else: no transaction or block of ours. */
  canonical: boolean;
  transactionHash: Hash | null;
  blockNumber: number | null;
}

export interface SeaportRecord {
  contracts: Partial<Record<SeaportContractName, SeaportContractRecord>>;
  /** Deployments sent but not yet seen mined. */
  pending: Partial<Record<SeaportContractName, { transactionHash: Hash }>>;
}

/** The deployments file with Seaport's part, which older files lack. */
export type RecordWithSeaport = DeploymentRecord & { seaport?: SeaportRecord };

export interface SeaportAddresses {
  seaport: Address;
  conduitController: Address;
  /** Both found at their canonical addresses. */
  canonical: boolean;
}

function seaportPart(record: RecordWithSeaport): SeaportRecord {
  record.seaport ??= { contracts: {}, pending: {} };
  return record.seaport;
}

const artifacts = () =>
  Object.fromEntries(seaportContractNames.map((name) => [name, readSeaportArtifact(name)])) as Record<
    SeaportContractName,
    ContractArtifact
  >;

async function information(client: PublicClient, seaport: Address): Promise<{ version: string; conduitController: Address } | undefined> {
  try {
    const [version, , conduitController] = (await client.readContract({
      address: seaport,
      abi: readSeaportArtifact('Seaport').abi,
      functionName: 'information',
    })) as readonly [string, Hash, Address];
    return { version, conduitController: getAddress(conduitController) };
  } catch {
    return undefined;
  }
}

/**
 * Whether the chain holds Seaport 1.6 at its canonical address, bound to the canonical ConduitController. Code
 * there that is not Seaport 1.6 is refused: the chain is not what the canonical addresses promise.
 */
async function hasCanonicalSeaport(client: PublicClient): Promise<boolean> {
  const code = await client.getCode({ address: CANONICAL_SEAPORT.Seaport });
  if (!code || code === '0x') return false;
  const info = await information(client, CANONICAL_SEAPORT.Seaport);
  const controllerCode = await client.getCode({ address: CANONICAL_SEAPORT.ConduitController });
  if (
    !isCodeOf(readSeaportArtifact('Seaport'), code) ||
    info?.version !== SEAPORT_VERSION ||
    info.conduitController !== CANONICAL_SEAPORT.ConduitController ||
    !controllerCode ||
    controllerCode === '0x'
  ) {
    throw new DeployError(
      `${CANONICAL_SEAPORT.Seaport}, Seaport ${SEAPORT_VERSION}'s canonical address, holds other code than Seaport ${SEAPORT_VERSION} with the canonical ConduitController; nothing was sent`,
    );
  }
  return true;
}

/**
 * Checks what the record says of Seaport against the chain before anything is sent: each address holds the code
 * recorded (a canonical one, Seaport 1.6 at its canonical address), and Seaport names the recorded controller.
 */
export async function checkRecordedSeaport(client: PublicClient, record: RecordWithSeaport, file: string): Promise<void> {
  const recorded = record.seaport?.contracts ?? {};
  const built = artifacts();
  for (const name of seaportContractNames) {
    const entry = recorded[name];
    if (!entry) continue;
    const code = await client.getCode({ address: entry.address });
    const holds = code && code !== '0x' ? 'other code than' : 'no code, not';
    // The canonical ConduitController was compiled with another compiler (0.8.14): Seaport, whose code is checked,
    // is bound to it.
    if (entry.canonical && name === 'ConduitController') {
      if (code && code !== '0x') continue;
    } else if (isCodeOf(built[name], code)) continue;
    throw new DeployError(`${file}: ${entry.address} holds ${holds} ${name} ${SEAPORT_VERSION}; nothing was sent`);
  }
  if (recorded.Seaport && recorded.ConduitController) {
    const info = await information(client, recorded.Seaport.address);
    if (info?.conduitController !== getAddress(recorded.ConduitController.address)) {
      throw new DeployError(
        `${file}: Seaport at ${recorded.Seaport.address} is not bound to the recorded ConduitController; nothing was sent`,
      );
    }
  }
}

/** Takes the Seaport deployments an interrupted run sent, once mined, or forgets a transaction that is gone. */
export async function takePendingSeaport(
  writer: ChainWriter,
  record: RecordWithSeaport,
  file: string,
  log: (line: string) => void,
): Promise<void> {
  const part = record.seaport;
  if (!part) return;
  for (const name of seaportContractNames) {
    const pending = part.pending[name];
    if (!pending) continue;
    const transaction = await writer.publicClient.getTransaction({ hash: pending.transactionHash }).catch(() => undefined);
    if (!transaction) {
      log(`The ${name} deployment ${pending.transactionHash} of an earlier run is not on the chain: sending it again`);
      delete part.pending[name];
      continue;
    }
    log(`Waiting for the ${name} deployment ${pending.transactionHash} of an earlier run`);
    const artifact = readSeaportArtifact(name);
    const deployed = await writer.deployed(name, pending.transactionHash, artifact);
    const args = name === 'Seaport' ? [part.contracts.ConduitController!.address] : [];
    recordOwn(part, name, artifact, deployed, args);
    writeDeployment(file, record);
  }
}

function recordOwn(
  part: SeaportRecord,
  name: SeaportContractName,
  artifact: ContractArtifact,
  deployed: { address: Address; transactionHash: Hash; deployedOnBlock: number },
  constructorArgs: unknown[],
): void {
  part.contracts[name] = {
    address: deployed.address,
    canonical: false,
    transactionHash: deployed.transactionHash,
    blockNumber: deployed.deployedOnBlock,
    constructorArgs,
    source: artifact.source,
    compiler: artifact.compiler,
    abi: artifact.abi,
  };
  delete part.pending[name];
}

export interface SeaportPlan {
  /** The canonical pair is on the chain and not recorded yet: the run records it. */
  useCanonical: boolean;
  /** What the run deploys, in order. */
  toDeploy: SeaportContractName[];
  gas: bigint;
  /** The plan's line. */
  description: string;
}

export async function planSeaport(client: PublicClient, record: RecordWithSeaport, deployer: Account): Promise<SeaportPlan> {
  const recorded = record.seaport?.contracts ?? {};
  const missing = seaportContractNames.filter((name) => !recorded[name]);
  if (missing.length === 0) {
    const canonical = recorded.Seaport!.canonical;
    return {
      useCanonical: false,
      toDeploy: [],
      gas: 0n,
      description: `${SEAPORT_VERSION} at ${recorded.Seaport!.address}${canonical ? ' (canonical)' : ''}, recorded`,
    };
  }
  // A run that deployed a part of the pair goes on with its own; otherwise the canonical pair wins when present.
  if (missing.length === seaportContractNames.length && (await hasCanonicalSeaport(client))) {
    return {
      useCanonical: true,
      toDeploy: [],
      gas: 0n,
      description: `${SEAPORT_VERSION} found at its canonical address ${CANONICAL_SEAPORT.Seaport}: recorded, nothing deployed`,
    };
  }
  let gas = 0n;
  for (const name of missing) {
    const artifact = readSeaportArtifact(name);
    if (name === 'Seaport' && !recorded.ConduitController) {
      gas += SEAPORT_DEPLOY_GAS;
      continue;
    }
    const args = name === 'Seaport' ? [recorded.ConduitController!.address] : [];
    const data = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args });
    gas += await client.estimateGas({ account: deployer, data }).catch((error: unknown) => {
      throw new DeployError(`Estimating the deployment of ${name} failed: ${firstLine(error)}`);
    });
  }
  return {
    useCanonical: false,
    toDeploy: missing,
    gas,
    description: `${SEAPORT_VERSION} not at its canonical address: deploy ${missing.join(', ')} from seaport-core`,
  };
}

/** Records the canonical pair, or deploys what the plan lists, recording each as it is mined. */
export async function carryOutSeaport(
  writer: ChainWriter,
  deployer: Account,
  record: RecordWithSeaport,
  plan: SeaportPlan,
  file: string,
  log: (line: string) => void,
): Promise<void> {
  const part = seaportPart(record);
  if (plan.useCanonical) {
    for (const name of seaportContractNames) {
      const artifact = readSeaportArtifact(name);
      part.contracts[name] = {
        address: CANONICAL_SEAPORT[name],
        canonical: true,
        transactionHash: null,
        blockNumber: null,
        constructorArgs: name === 'Seaport' ? [CANONICAL_SEAPORT.ConduitController] : [],
        source: artifact.source,
        compiler: artifact.compiler,
        abi: artifact.abi,
      };
    }
    writeDeployment(file, record);
    log(
      `Seaport ${SEAPORT_VERSION} is at its canonical address ${CANONICAL_SEAPORT.Seaport}, with the ConduitController at ${CANONICAL_SEAPORT.ConduitController}`,
    );
    return;
  }
  for (const name of plan.toDeploy) {
    const artifact = readSeaportArtifact(name);
    const args = name === 'Seaport' ? [part.contracts.ConduitController!.address] : [];
    const deployed = await writer.deploy(
      deployer,
      name,
      args,
      (hash) => {
        part.pending[name] = { transactionHash: hash };
        writeDeployment(file, record);
      },
      artifact,
    );
    recordOwn(part, name, artifact, deployed, args);
    writeDeployment(file, record);
    log(`${name} deployed at ${deployed.address} (block ${deployed.deployedOnBlock}, transaction ${deployed.transactionHash})`);
  }
}

/** The recorded pair, after checking its code and that Seaport answers as 1.6 bound to the recorded controller. */
export async function verifiedSeaport(client: PublicClient, record: RecordWithSeaport, file: string): Promise<SeaportAddresses> {
  await checkRecordedSeaport(client, record, file);
  const { Seaport, ConduitController } = record.seaport?.contracts ?? {};
  if (!Seaport || !ConduitController) throw new DeployError(`${file} records no complete Seaport`);
  const info = await information(client, Seaport.address);
  if (info?.version !== SEAPORT_VERSION) {
    throw new DeployError(`Seaport at ${Seaport.address} answers version ${info?.version ?? 'nothing'}, not ${SEAPORT_VERSION}`);
  }
  return { seaport: getAddress(Seaport.address), conduitController: getAddress(ConduitController.address), canonical: Seaport.canonical };
}
