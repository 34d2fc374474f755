import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Abi, Address } from 'viem';
import { deploy, type Deployment } from '@/scripts/deploy/deployContracts';
import { registeredContractsOn, type RegisteredContract } from '../chain/contract-registry';
import { startAnvil, type Anvil } from './anvil';

/** A fresh anvil with the product's seven contracts deployed by `npm run deploy`'s code and the demo state seeded. */
export interface DeployedTestChain {
  anvil: Anvil;
  deployment: Deployment;
  /** Each contract at its deployed address, with the registry's ABI, as the indexer and the server take them. */
  contracts: RegisteredContract[];
  /** The contracts' addresses by name, as the app's `contracts` setting takes them. */
  addresses: Record<string, Address>;
  contract(name: string): { address: Address; abi: Abi };
}

/**
 * Starts anvil and deploys to it, recording the deployment in a temporary folder and leaving the registry as it is.
 * The tokens' URIs name `metadataOrigin` (the deploy's local default without one). The caller stops `anvil`.
 */
export async function startDeployedChain({ metadataOrigin }: { metadataOrigin?: string } = {}): Promise<DeployedTestChain> {
  const anvil = await startAnvil();
  try {
    const deployment = await deploy({
      rpcUrl: anvil.rpcUrl,
      writeRegistry: false,
      deploymentsDir: mkdtempSync(path.join(tmpdir(), 'test-deployments-')),
      metadataOrigin,
    });
    const contracts = registeredContractsOn(deployment.chainId).map((contract) => {
      const deployed = deployment.contracts[contract.name as keyof Deployment['contracts']];
      return { ...contract, address: deployed.address, deployedOnBlock: deployed.deployedOnBlock };
    });
    return {
      anvil,
      deployment,
      contracts,
      addresses: Object.fromEntries(contracts.map((contract) => [contract.name, contract.address])),
      contract(name) {
        const found = contracts.find((entry) => entry.name === name);
        if (!found) throw new Error(`No ${name} in the registry`);
        return found;
      },
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
