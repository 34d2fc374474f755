// The deployments file: what was deployed to one chain, written as each contract is mined so a re-run can
// continue where a failed one stopped. Real networks are recorded in deployments/<chainId>.json (committed);
// local dev chains in .data/deployments/<chainId>.json, so the local chain, which borrows the test network's
// id 2810, never overwrites the test network's record.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Address, Hash, PublicClient } from 'viem';
import { contractNames, type ContractName } from '../../contracts-abi/book';
import { repoRoot, type CompilerSettings } from './forgeArtifacts';

export const NETWORK_DEPLOYMENTS_DIR = path.join(repoRoot, 'deployments');
export const LOCAL_DEPLOYMENTS_DIR = path.join(repoRoot, '.data', 'deployments');

export { contractNames, type ContractName };

export interface ContractRecord {
  address: Address;
  transactionHash: Hash;
  blockNumber: number;
  /** As passed to the constructor; integers as decimal strings. */
  constructorArgs: unknown[];
  /** The source file under contracts/src. */
  source: string;
  compiler: CompilerSettings;
  abi: Abi;
}

export interface DeploymentRecord {
  chainId: number;
  /** The hash of block 0: tells this chain from another one that uses the same id (a restarted anvil). */
  genesisHash: Hash;
  deployer: Address;
  contracts: Partial<Record<ContractName, ContractRecord>>;
  /** Deployments sent but not yet seen mined: a re-run waits for these instead of sending them again. */
  pending: Partial<Record<ContractName, { transactionHash: Hash }>>;
  demoSeeded: boolean;
}

export function deploymentFile(directory: string, chainId: number): string {
  return path.join(directory, `${chainId}.json`);
}

export function readDeployment(file: string): DeploymentRecord | undefined {
  if (!existsSync(file)) return undefined;
  let record: DeploymentRecord;
  try {
    record = JSON.parse(readFileSync(file, 'utf8')) as DeploymentRecord;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)} is not valid JSON (${(error as Error).message}); fix or move it away`);
  }
  if (!Number.isSafeInteger(record.chainId) || typeof record.contracts !== 'object' || record.contracts === null) {
    throw new Error(`${path.relative(process.cwd(), file)} is not a deployments file (no chainId or contracts)`);
  }
  return { ...record, pending: record.pending ?? {}, demoSeeded: record.demoSeeded ?? false };
}

/** Writes through a temporary file and a rename, so an interruption never leaves half a record. */
export function writeDeployment(file: string, record: DeploymentRecord): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Every complete deployment recorded in `directory`, by chain id. */
export function readDeployments(directory: string): DeploymentRecord[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => readDeployment(path.join(directory, name)))
    .filter((record): record is DeploymentRecord => record !== undefined && isComplete(record));
}

export function isComplete(record: DeploymentRecord): boolean {
  return contractNames.every((name) => record.contracts[name] !== undefined);
}

/**
 * The deployment recorded for the chain `node` serves: a real network's (deployments/), else a dev chain's
 * (.data/deployments/), whose block 0 is this chain's and whose contracts have code on it. A fork of a chain
 * finds the upstream's record, since it shares the upstream's block 0.
 */
export async function recordedDeploymentOn(
  node: Pick<PublicClient, 'getChainId' | 'getBlock' | 'getCode'>,
): Promise<{ file: string; record: DeploymentRecord } | undefined> {
  const [chainId, genesis] = await Promise.all([node.getChainId(), node.getBlock({ blockNumber: 0n })]);
  for (const directory of [NETWORK_DEPLOYMENTS_DIR, LOCAL_DEPLOYMENTS_DIR]) {
    const file = deploymentFile(directory, chainId);
    const record = readDeployment(file);
    if (!record || !isComplete(record) || record.genesisHash !== genesis.hash) continue;
    const codes = await Promise.all(Object.values(record.contracts).map(({ address }) => node.getCode({ address })));
    if (codes.every((code) => code !== undefined && code !== '0x')) return { file, record };
  }
  return undefined;
}
