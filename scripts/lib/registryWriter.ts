// Writes contracts-abi/deployedContracts.ts: per chain id, each contract's address, ABI and deployment block.
// The output depends only on its input (sorted chain ids, fixed formatting), so deploying to a fresh chain
// twice writes the same bytes. An ABI shared by several chains is written once.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Abi, Address } from 'viem';
import { deployedContractNames, type DeploymentRecord } from './deployments';
import { repoRoot } from './forgeArtifacts';

export const registryFile = path.join(repoRoot, 'contracts-abi', 'deployedContracts.ts');

export interface RegistryEntry {
  address: Address;
  abi: Abi;
  deployedOnBlock: number;
}

export type ChainRegistry = Record<string, RegistryEntry>;

type Registry = Record<number, ChainRegistry>;

/** A name written as is into the generated source, not quoted: the constant holding a shared ABI. */
class Identifier {
  constructor(readonly name: string) {}
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function propertyKey(key: string): string {
  return IDENTIFIER.test(key) || /^\d+$/.test(key) ? key : quote(key);
}

/** Serialises plain data as a TypeScript literal, two-space indented, arrays of scalars on one line. */
function toLiteral(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (value instanceof Identifier) return value.name;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return `[${value.map((item) => toLiteral(item, inner)).join(', ')}]`;
    }
    return `[\n${value.map((item) => `${inner}${toLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => `${inner}${propertyKey(key)}: ${toLiteral(item, inner)},`);
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new Error(`Cannot write a ${typeof value} into the contract registry`);
}

async function readExistingRegistry(): Promise<Registry> {
  if (!existsSync(registryFile)) return {};
  const loaded = (await import(pathToFileURL(registryFile).href)) as { deployedContracts?: Registry };
  return loaded.deployedContracts ?? {};
}

/** The registry entries of a complete deployment. */
export function registryEntriesOf(record: DeploymentRecord): ChainRegistry {
  return Object.fromEntries(
    deployedContractNames.map((name) => {
      const contract = record.contracts[name];
      if (!contract) throw new Error(`The deployment on chain ${record.chainId} has no ${name}`);
      return [name, { address: contract.address, abi: contract.abi, deployedOnBlock: contract.blockNumber }];
    }),
  );
}

/** Replaces the entries of the chains given and keeps every other chain's entries as they were. */
export async function writeRegistry(chains: Registry): Promise<void> {
  const registry: Registry = { ...(await readExistingRegistry()), ...chains };
  const abiConstants = new Map<string, { name: string; abi: Abi }>();
  const constantFor = (contractName: string, abi: Abi): Identifier => {
    const key = `${contractName}:${JSON.stringify(abi)}`;
    let constant = abiConstants.get(key);
    if (!constant) {
      const taken = [...abiConstants.values()].filter((entry) => entry.name.startsWith(`${contractName}Abi`)).length;
      constant = { name: `${contractName}Abi${taken ? taken + 1 : ''}`, abi };
      abiConstants.set(key, constant);
    }
    return new Identifier(constant.name);
  };
  const sorted = Object.fromEntries(
    Object.keys(registry)
      .map(Number)
      .sort((a, b) => a - b)
      .map((id) => [
        id,
        Object.fromEntries(Object.entries(registry[id]).map(([name, entry]) => [name, { ...entry, abi: constantFor(name, entry.abi) }])),
      ]),
  );
  const chainsLiteral = toLiteral(sorted, '');
  const source = [
    '// Generated from the deployments files by `npm run deploy` and `npm run registry`. Do not edit by hand.',
    '',
    ...[...abiConstants.values()].map(({ name, abi }) => `const ${name} = ${toLiteral(abi, '')} as const;\n`),
    `export const deployedContracts = ${chainsLiteral} as const;`,
    '',
  ].join('\n');
  writeFileSync(registryFile, source);
}
