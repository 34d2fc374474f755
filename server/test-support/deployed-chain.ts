import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createTestClient, http, type Abi, type Address } from 'viem';
import { deploy, type Deployment } from '@/scripts/deploy/deployContracts';
import { deploymentFile } from '@/scripts/lib/deployments';
import type { ContractAddressBook } from '@/contracts-abi';
import { LOCAL_CHAIN_ID } from '@/lib/foundry/anvil';
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
 * The folder of the run's deployed chain (`state.json`, anvil's dump of it, and `deployments/`, its record), which
 * the jest setup makes once and the test files' workers find through the environment they inherit.
 */
const SHARED_STATE_VARIABLE = 'TEST_DEPLOYED_CHAIN_STATE';

/**
 * Deploys once for the whole run, with the deploy's local defaults, and keeps anvil's dump of the chain: every file
 * then starts its own anvil from it (half a second) instead of deploying again (65 transactions: seconds to a
 * minute on a loaded machine). Undone by `removeSharedDeployedChain`.
 */
export async function prepareSharedDeployedChain(): Promise<void> {
  // Projects that share this setup run it each: the first one's chain serves them all.
  const prepared = process.env[SHARED_STATE_VARIABLE];
  if (prepared && existsSync(prepared)) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'test-deployed-chain-'));
  const anvil = await startAnvil();
  try {
    await deploy({ rpcUrl: anvil.rpcUrl, deploymentsDir: path.join(folder, 'deployments') });
    const state = await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).dumpState();
    // anvil dumps gzip and loads only plain JSON.
    writeFileSync(path.join(folder, 'state.json'), gunzipSync(Buffer.from(state.slice(2), 'hex')));
  } finally {
    await anvil.stop();
  }
  process.env[SHARED_STATE_VARIABLE] = folder;
}

export function removeSharedDeployedChain(): void {
  const folder = process.env[SHARED_STATE_VARIABLE];
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/**
 * Starts anvil with the contracts deployed, recording the deployment in a temporary folder it removes: from the run's shared
 * chain when there is one (the deploy then runs again over its copy of the record, and sends only what differs,
 * such as the tokens' URIs for another `metadataOrigin`), else deploying afresh.
 * The tokens' URIs name `metadataOrigin` (the deploy's local default without one); `pruneHistory` keeps the state of
 * only that many newest blocks (AnvilOptions). The caller stops `anvil`.
 */
export async function startDeployedChain({
  metadataOrigin,
  pruneHistory,
}: { metadataOrigin?: string; pruneHistory?: number } = {}): Promise<DeployedTestChain> {
  const shared = process.env[SHARED_STATE_VARIABLE];
  const deploymentsDir = mkdtempSync(path.join(tmpdir(), 'test-deployments-'));
  const anvil = await startAnvil({ pruneHistory, ...(shared ? { loadState: path.join(shared, 'state.json') } : {}) });
  try {
    if (shared) {
      copyFileSync(deploymentFile(path.join(shared, 'deployments'), LOCAL_CHAIN_ID), deploymentFile(deploymentsDir, LOCAL_CHAIN_ID));
    }
    const deployment = await deploy({ rpcUrl: anvil.rpcUrl, deploymentsDir, metadataOrigin });
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
  } finally {
    // The record serves the deploy alone: what it says is in the returned deployment.
    rmSync(deploymentsDir, { recursive: true, force: true });
  }
}
