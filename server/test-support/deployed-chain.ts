import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Abi, Address } from 'viem';
import { deploy, type Deployment } from '@/scripts/deploy/deployContracts';
import type { ContractAddressBook } from '@/contracts-abi';
import { registeredContracts, type RegisteredContract } from '../chain/contract-registry';
import { startAnvil, type Anvil } from './anvil';

/** A fresh anvil with the product's seven contracts deployed by `npm run deploy`'s code and the demo state seeded. */
export interface DeployedTestChain {
  anvil: Anvil;
  deployment: Deployment;
  /** Each contract at its deployed address, with the registry's ABI, as the indexer and the server take them. */
  contracts: RegisteredContract[];
  /** Where each contract is, as the app's `contracts` setting takes them. */
  book: ContractAddressBook;
  contract(name: string): { address: Address; abi: Abi };
}

/**
 * Starts anvil and deploys to it, recording the deployment in a temporary folder.
 * The tokens' URIs name `metadataOrigin` (the deploy's local default without one). The caller stops `anvil`.
 */
export async function startDeployedChain({ metadataOrigin }: { metadataOrigin?: string } = {}): Promise<DeployedTestChain> {
  const anvil = await startAnvil();
  try {
    const deployment = await deploy({
      rpcUrl: anvil.rpcUrl,
      deploymentsDir: mkdtempSync(path.join(tmpdir(), 'test-deployments-')),
      metadataOrigin,
    });
    const book = deployment.contracts;
    const contracts = registeredContracts(book);
    return {
      anvil,
      deployment,
      contracts,
      book,
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
