// Reads the contracts forge compiled into contracts/out/, after letting forge rebuild what changed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';
import { foundryBinary } from '../../lib/foundry/binaries';

export const repoRoot = path.resolve(__dirname, '..', '..');
const contractsDir = path.join(repoRoot, 'contracts');

/** The solc settings the contracts were compiled with, as Blockscout's verification form asks for them. */
export interface CompilerSettings {
  version: string;
  optimizer: { enabled: boolean; runs: number };
  evmVersion: string;
  viaIR: boolean;
  metadata: { bytecodeHash: string; appendCBOR: boolean };
  remappings: string[];
}

export interface ContractArtifact {
  abi: Abi;
  bytecode: Hex;
  /** The runtime code, with zeros where the constructor writes immutables. */
  deployedBytecode: Hex;
  /** Byte ranges of the runtime code that the constructor fills with immutable values. */
  immutableRanges: Array<{ start: number; length: number }>;
  /** The file under contracts/src. */
  source: string;
  compiler: CompilerSettings;
}

let builtInThisProcess = false;

/**
 * The sources alone: a deploy needs no test contract, whose compilation took three quarters of a fresh build.
 * forge's cache decides what is stale, and a process asks it once: even with nothing changed it takes most of a
 * second, and a process that deploys again (a test file of the deploy command) deploys what it built first.
 */
export function buildContracts(): void {
  if (builtInThisProcess) return;
  execFileSync(foundryBinary('forge'), ['build', '--quiet', 'src'], { cwd: contractsDir, stdio: ['ignore', 'ignore', 'inherit'] });
  builtInThisProcess = true;
}

interface ForgeArtifact {
  abi: Abi;
  bytecode: { object: Hex };
  deployedBytecode: { object: Hex; immutableReferences?: Record<string, Array<{ start: number; length: number }>> };
  metadata: {
    compiler: { version: string };
    settings: {
      optimizer: { enabled: boolean; runs: number };
      evmVersion: string;
      viaIR?: boolean;
      metadata: { bytecodeHash: string; appendCBOR: boolean };
      remappings: string[];
    };
  };
}

/** The artifact of `contractName`, declared in contracts/src/`sourceFile`. */
export function readArtifact(contractName: string, sourceFile = `${contractName}.sol`): ContractArtifact {
  const file = path.join(contractsDir, 'out', sourceFile, `${contractName}.json`);
  const artifact = JSON.parse(readFileSync(file, 'utf8')) as ForgeArtifact;
  const { settings } = artifact.metadata;
  return {
    abi: artifact.abi,
    bytecode: artifact.bytecode.object,
    deployedBytecode: artifact.deployedBytecode.object,
    immutableRanges: Object.values(artifact.deployedBytecode.immutableReferences ?? {}).flat(),
    source: `contracts/src/${sourceFile}`,
    compiler: {
      version: artifact.metadata.compiler.version,
      optimizer: settings.optimizer,
      evmVersion: settings.evmVersion,
      viaIR: settings.viaIR ?? false,
      metadata: settings.metadata,
      remappings: settings.remappings,
    },
  };
}

/** Runtime code with the immutable ranges zeroed, so code on chain compares equal to the build's. */
export function maskImmutables(code: Hex, ranges: ContractArtifact['immutableRanges']): string {
  const hex = code.slice(2).toLowerCase().split('');
  for (const { start, length } of ranges) hex.fill('0', start * 2, (start + length) * 2);
  return hex.join('');
}

/** Whether `onChain` is the runtime code of `artifact`, immutables aside. */
export function isCodeOf(artifact: ContractArtifact, onChain: Hex | undefined): boolean {
  if (!onChain || onChain === '0x') return false;
  return maskImmutables(onChain, artifact.immutableRanges) === maskImmutables(artifact.deployedBytecode, artifact.immutableRanges);
}
