// Run before `next build` (see the build script): a malformed NEXT_PUBLIC_* setting stops the build, by name.
// The registry is written from the recorded deployments, and a chain without one stops the build too.
import { checkBuildSettings, checkChainDeployed } from '../lib/build-settings';
import { writeRegistryFromDeployments } from './registry';

async function main(): Promise<void> {
  checkBuildSettings();
  checkChainDeployed(process.env, await writeRegistryFromDeployments({ local: false }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
