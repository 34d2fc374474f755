// `npm run registry`: writes contracts-abi/deployedContracts.ts from the recorded deployments (deployments/),
// so the app and the server built next use them; other chains' entries stay as they are.
// `npm run registry -- --local` first deploys to a throwaway anvil, as `npm start` does, and writes that local
// deployment's entry too (chain 2810, taking the entry even where a network with that id is recorded): the
// registry the local stack and the tests use, regenerated after a contract's ABI changes.
// `npm run registry -- --record <file>` writes the entry of that one deployments file: a forked chain's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAnvil } from '../lib/foundry/anvil';
import { deploy } from './deploy/deployContracts';
import { isComplete, NETWORK_DEPLOYMENTS_DIR, readDeployment, readDeployments } from './lib/deployments';
import { registryEntriesOf, writeRegistry, type ChainRegistry } from './lib/registryWriter';

export async function writeRegistryFromDeployments({ local }: { local: boolean }): Promise<number[]> {
  const chains: Record<number, ChainRegistry> = {};
  for (const record of readDeployments(NETWORK_DEPLOYMENTS_DIR).filter(isComplete)) chains[record.chainId] = registryEntriesOf(record);
  if (local) {
    const anvil = await startAnvil();
    const directory = mkdtempSync(path.join(tmpdir(), 'local-deployment-'));
    try {
      await deploy({ rpcUrl: anvil.rpcUrl, deploymentsDir: directory, writeRegistry: false });
      const [record] = readDeployments(directory);
      chains[record!.chainId] = registryEntriesOf(record!);
    } finally {
      await anvil.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  }
  await writeRegistry(chains);
  return Object.keys(chains).map(Number);
}

/** Writes the registry entry of the complete deployment recorded in `file`. */
export async function writeRegistryFromRecord(file: string): Promise<number[]> {
  const record = readDeployment(file);
  if (!record || !isComplete(record)) throw new Error(`${file} holds no complete deployment`);
  await writeRegistry({ [record.chainId]: registryEntriesOf(record) });
  return [record.chainId];
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const record = args[0] === '--record' && args.length === 2 ? args[1] : undefined;
  const unknown = record ? [] : args.filter((arg) => arg !== '--local');
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: npm run registry [-- --local | --record <deployments file>]`);
    process.exit(1);
  }
  (record ? writeRegistryFromRecord(record) : writeRegistryFromDeployments({ local: args.includes('--local') })).then(
    (chainIds) => console.log(`Registry written for ${chainIds.length ? `chains ${chainIds.join(', ')}` : 'no recorded chain'}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
