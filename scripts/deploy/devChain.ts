// What a deploy does differently on a local dev chain (anvil): anvil's dev accounts deploy and receive the demo
// state, and the helper contracts public chains already have (Multicall3) or that only the local test wallet
// needs (the batch executor) are installed.
import { createTestClient, createWalletClient, getAddress, http, type Account, type Address } from 'viem';
import { BATCH_EXECUTOR_ADDRESS } from '../../lib/chain/test-wallet/batch-calls';
import { devAccount, WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../../lib/foundry/devAccounts';
import type { ChainWriter } from '../lib/chainWriter';
import { seedDemoState, type DemoContracts } from '../lib/demoState';
import { readArtifact } from '../lib/forgeArtifacts';
import { MULTICALL3_ADDRESS, MULTICALL3_RUNTIME_BYTECODE } from '../lib/multicall3';
import { CREATURE_PRICE, PENDANT_PRICE } from './contractSettings';

/** The dev accounts a dev node funds unless told more: anvil's ten. */
const DEV_ACCOUNT_COUNT = 10;

/** The origin `npm start` serves on (server/config.ts's default PORT): a dev chain's tokens name it unless told otherwise. */
export const LOCAL_METADATA_ORIGIN = 'http://localhost:3000';

export function devAccounts(count = DEV_ACCOUNT_COUNT) {
  return Array.from({ length: count }, (_, addressIndex) => devAccount(addressIndex));
}

const wellKnownDevAddresses = new Set(devAccounts(WELL_KNOWN_DEV_ACCOUNT_COUNT).map((account) => account.address));

/** The dev accounts a dev node funds (anvil's ten, or as many as its `--accounts`), in the mnemonic's order. */
async function fundedDevAccounts(rpcUrl: string) {
  const funded = new Set(await createWalletClient({ transport: http(rpcUrl) }).getAddresses());
  return devAccounts(WELL_KNOWN_DEV_ACCOUNT_COUNT).filter((account) => funded.has(account.address));
}

export function isWellKnownDevAccount(address: Address): boolean {
  return wellKnownDevAddresses.has(getAddress(address));
}

/** The demo state, for the dev accounts a dev chain funds, or anvil's ten on any other chain (--seed-demo). */
export async function seedDemoForDevAccounts(
  writer: ChainWriter,
  contracts: DemoContracts,
  deployer: Account,
  chain: { rpcUrl: string; isDevChain: boolean },
  log: (line: string) => void,
): Promise<void> {
  const demoAccounts = chain.isDevChain ? await fundedDevAccounts(chain.rpcUrl) : devAccounts();
  await seedDemoState(writer, contracts, { creaturePrice: CREATURE_PRICE, pendantPrice: PENDANT_PRICE }, deployer, demoAccounts, log);
}

/** Multicall3 and the batch executor, which the app and the local test wallet expect at their known addresses. */
export async function installDevChainHelpers(writer: ChainWriter, rpcUrl: string, log: (line: string) => void): Promise<void> {
  await ensureMulticall3(writer, rpcUrl, log);
  await installBatchExecutor(writer, rpcUrl, log);
}

/** anvil has no Multicall3; public chains have it at the same address already. */
async function ensureMulticall3(writer: ChainWriter, rpcUrl: string, log: (line: string) => void) {
  const code = await writer.publicClient.getCode({ address: MULTICALL3_ADDRESS });
  if (code && code !== '0x') return;
  const testClient = createTestClient({ chain: writer.chain, mode: 'anvil', transport: http(rpcUrl) });
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: MULTICALL3_RUNTIME_BYTECODE });
  log(`Multicall3 installed at ${MULTICALL3_ADDRESS}`);
}

/**
 * The local test wallet runs EIP-5792 atomic batches through an EIP-7702 delegation to the batch executor,
 * at one known address on every local chain; public chains' wallets bring their own.
 */
async function installBatchExecutor(writer: ChainWriter, rpcUrl: string, log: (line: string) => void) {
  const testClient = createTestClient({ chain: writer.chain, mode: 'anvil', transport: http(rpcUrl) });
  await testClient.setCode({ address: BATCH_EXECUTOR_ADDRESS, bytecode: readArtifact('BatchExecutor').deployedBytecode });
  log(`BatchExecutor installed at ${BATCH_EXECUTOR_ADDRESS}`);
}
