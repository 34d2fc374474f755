// Deploys the product's contracts to any RPC, funds the local dev accounts with demo tokens and writes the
// typed registry in contracts-abi/. As a command: `tsx scripts/deploy.ts [--rpc URL]`.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseEther,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { buildContracts, readArtifact } from './lib/forgeArtifacts';
import { registryFile, writeRegistry, type ChainRegistry } from './lib/registryWriter';

const DEFAULT_RPC_URL = 'http://127.0.0.1:8545';

/** anvil's first well-known dev account: public test key, never to be used on a real network. */
const DEPLOYER_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** anvil derives its dev accounts from this public test mnemonic. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const DEV_ACCOUNT_COUNT = 10;

const AFA_CAP = parseEther('1000000000');
const DEMO_AFA_PER_ACCOUNT = parseEther('100000');

export const deployedContractNames = ['AfaToken'] as const;
export type DeployedContractName = (typeof deployedContractNames)[number];

export interface DeployedContract {
  address: Address;
  deployedOnBlock: number;
}

export interface Deployment {
  chainId: number;
  contracts: Record<DeployedContractName, DeployedContract>;
  /** The registry file written, or null when `writeRegistry` was false. */
  registryFile: string | null;
}

export interface DeployOptions {
  rpcUrl: string;
  log?: (line: string) => void;
  /** Write contracts-abi/deployedContracts.ts (default true); tests against a throwaway chain may skip it. */
  writeRegistry?: boolean;
}

export function devAccountAddresses(count = DEV_ACCOUNT_COUNT): Address[] {
  return Array.from({ length: count }, (_, index) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address);
}

export async function deploy(options: DeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => undefined);
  const transport = http(options.rpcUrl);
  const probe = createPublicClient({ transport });
  const chainId = await probe.getChainId();
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  // A local chain mines each transaction at once: poll receipts quickly instead of viem's 4 s default.
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);
  const wallet = createWalletClient({ chain, transport, account: deployer, pollingInterval: 50 });

  log(`Building contracts`);
  buildContracts();

  async function confirm(hash: Hash, what: string) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted in transaction ${hash}`);
    return receipt;
  }

  async function deployContract(name: DeployedContractName, args: readonly unknown[]) {
    const { abi, bytecode } = readArtifact(name);
    const hash = await wallet.deployContract({ abi, bytecode, args });
    const receipt = await confirm(hash, `Deploying ${name}`);
    if (!receipt.contractAddress) throw new Error(`Deploying ${name} created no contract`);
    const deployed = { address: getAddress(receipt.contractAddress), abi, deployedOnBlock: Number(receipt.blockNumber) };
    log(`${name} deployed at ${deployed.address} (block ${deployed.deployedOnBlock})`);
    return deployed;
  }

  async function write(address: Address, abi: Abi, functionName: string, args: readonly unknown[]) {
    const hash = await wallet.writeContract({ address, abi, functionName, args });
    await confirm(hash, `${functionName} on ${address}`);
  }

  log(`Deploying to chain ${chainId} at ${options.rpcUrl} from ${deployer.address}`);
  const afaToken = await deployContract('AfaToken', [deployer.address, AFA_CAP]);

  const devAccounts = devAccountAddresses();
  for (const account of devAccounts) {
    await write(afaToken.address, afaToken.abi, 'mint', [account, DEMO_AFA_PER_ACCOUNT]);
  }
  log(`Funded ${devAccounts.length} dev accounts with demo AFA`);

  const registry: ChainRegistry = { AfaToken: afaToken };
  const shouldWriteRegistry = options.writeRegistry ?? true;
  if (shouldWriteRegistry) {
    await writeRegistry(chainId, registry);
    log(`Registry written to ${registryFile}`);
  }

  return {
    chainId,
    contracts: {
      AfaToken: { address: afaToken.address, deployedOnBlock: afaToken.deployedOnBlock },
    },
    registryFile: shouldWriteRegistry ? registryFile : null,
  };
}

function rpcUrlFromArgs(args: readonly string[]): string {
  const flagIndex = args.indexOf('--rpc');
  if (flagIndex === -1) return DEFAULT_RPC_URL;
  const url = args[flagIndex + 1];
  if (!url) throw new Error('--rpc needs a URL, e.g. --rpc http://127.0.0.1:8545');
  return url;
}

if (require.main === module) {
  deploy({ rpcUrl: rpcUrlFromArgs(process.argv.slice(2)), log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
