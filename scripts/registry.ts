// `npm run registry`: writes the contract registry in contracts-abi/ (lib/registryWriter): the ABIs from the
// forge build, after a contract's interface changes, and the recorded real networks' addresses from deployments/.
// The local chain's addresses are never written there: each stack keeps its own deployments file under .data/.
import { writeRegistry } from './lib/registryWriter';

if (require.main === module) {
  const unknown = process.argv.slice(2);
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: npm run registry`);
    process.exit(1);
  }
  try {
    const chainIds = writeRegistry();
    console.log(
      `Registry written: the ABIs, and ${chainIds.length ? `the addresses of chains ${chainIds.join(', ')}` : 'no recorded network'}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
