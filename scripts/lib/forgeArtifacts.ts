// Reads the contracts forge compiled into contracts/out/, after letting forge rebuild what changed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

export const repoRoot = path.resolve(__dirname, '..', '..');
const contractsDir = path.join(repoRoot, 'contracts');
const forgeBinary = path.join(repoRoot, 'node_modules/@foundry-rs/forge-linux-amd64/bin/forge');

export interface ContractArtifact {
  abi: Abi;
  bytecode: Hex;
}

/** forge's cache decides what is stale, so a build with nothing changed takes well under a second. */
export function buildContracts(): void {
  execFileSync(forgeBinary, ['build', '--quiet'], { cwd: contractsDir, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The artifact of `contractName`, declared in contracts/src/`sourceFile`. */
export function readArtifact(contractName: string, sourceFile = `${contractName}.sol`): ContractArtifact {
  const file = path.join(contractsDir, 'out', sourceFile, `${contractName}.json`);
  const artifact = JSON.parse(readFileSync(file, 'utf8')) as { abi: Abi; bytecode: { object: Hex } };
  return { abi: artifact.abi, bytecode: artifact.bytecode.object };
}

/** The code `contractName` leaves on chain once deployed, for installing it at a fixed address. */
export function readRuntimeBytecode(contractName: string, sourceFile = `${contractName}.sol`): Hex {
  const file = path.join(contractsDir, 'out', sourceFile, `${contractName}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { deployedBytecode: { object: Hex } }).deployedBytecode.object;
}
