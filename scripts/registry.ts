// `npm run registry`: writes contracts-abi/deployedContracts.ts from the recorded deployments, so the app and
// the server built next use them. `--local` adds the local stack's deployment (.data/deployments/), which then
// takes its chain id's entry even where a network with the same id is recorded: that is the build `npm start`
// and the end-to-end tests serve. Other chains' entries stay as they are.
import { isComplete, LOCAL_DEPLOYMENTS_DIR, NETWORK_DEPLOYMENTS_DIR, readDeployments } from './lib/deployments';
import { registryEntriesOf, writeRegistry, type ChainRegistry } from './lib/registryWriter';

export async function writeRegistryFromDeployments({ local }: { local: boolean }): Promise<number[]> {
  const records = [...readDeployments(NETWORK_DEPLOYMENTS_DIR), ...(local ? readDeployments(LOCAL_DEPLOYMENTS_DIR) : [])];
  const chains: Record<number, ChainRegistry> = {};
  for (const record of records.filter(isComplete)) chains[record.chainId] = registryEntriesOf(record);
  await writeRegistry(chains);
  return Object.keys(chains).map(Number);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--local');
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: npm run registry [-- --local]`);
    process.exit(1);
  }
  writeRegistryFromDeployments({ local: args.includes('--local') }).then(
    (chainIds) => console.log(`Registry written for ${chainIds.length ? `chains ${chainIds.join(', ')}` : 'no recorded chain'}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
