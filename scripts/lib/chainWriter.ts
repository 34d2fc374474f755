// Sends contract transactions for the deploy script and waits for each receipt, failing loudly on a revert.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
} from 'viem';
import { readArtifact, type ContractArtifact } from './forgeArtifacts';

const GAS_MARGIN_PERCENT = 120n;

export interface DeployedArtifact {
  address: Address;
  abi: Abi;
  deployedOnBlock: number;
}

export interface DeployedContractReceipt extends DeployedArtifact {
  transactionHash: Hash;
}

export interface ChainWriter {
  chain: Chain;
  publicClient: PublicClient;
  /**
   * Deploys `contractName`, telling `onSent` the transaction hash before waiting for it to be mined. Its code is
   * forge's build of contracts/src unless `artifact` is given.
   */
  deploy(
    from: Account,
    contractName: string,
    args: readonly unknown[],
    onSent?: (hash: Hash) => void,
    artifact?: Pick<ContractArtifact, 'abi' | 'bytecode'>,
  ): Promise<DeployedContractReceipt>;
  /** The contract a deployment transaction sent earlier created, once it is mined. */
  deployed(contractName: string, hash: Hash, artifact?: Pick<ContractArtifact, 'abi'>): Promise<DeployedContractReceipt>;
  write(from: Account, target: DeployedArtifact, functionName: string, args?: readonly unknown[], value?: bigint): Promise<void>;
}

/** `pollingIntervalMs`: how often to ask for a receipt; a local chain mines each transaction at once. */
export async function connectChainWriter(rpcUrl: string, pollingIntervalMs = 50): Promise<ChainWriter> {
  const transport = http(rpcUrl);
  const chainId = await createPublicClient({ transport }).getChainId();
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: pollingIntervalMs });

  function walletFor(account: Account) {
    return createWalletClient({ chain, transport, account, pollingInterval: pollingIntervalMs });
  }

  async function confirm(hash: Hash, what: string) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted in transaction ${hash}`);
    return receipt;
  }

  async function deployed(contractName: string, hash: Hash, artifact?: Pick<ContractArtifact, 'abi'>): Promise<DeployedContractReceipt> {
    const receipt = await confirm(hash, `Deploying ${contractName}`);
    if (!receipt.contractAddress) throw new Error(`Deploying ${contractName} created no contract`);
    const { abi } = artifact ?? readArtifact(contractName);
    return {
      address: getAddress(receipt.contractAddress),
      abi,
      deployedOnBlock: Number(receipt.blockNumber),
      transactionHash: hash,
    };
  }

  return {
    chain,
    publicClient,
    async deploy(from, contractName, args, onSent, artifact) {
      const { abi, bytecode } = artifact ?? readArtifact(contractName);
      const hash = await walletFor(from).deployContract({ abi, bytecode, args });
      onSent?.(hash);
      return deployed(contractName, hash, { abi });
    },
    deployed,
    async write(from, target, functionName, args = [], value) {
      const call = { address: target.address, abi: target.abi, functionName, args, value, account: from };
      // An estimate is exact for the state it ran on; a reveal's random draw may take a costlier branch when
      // mined, so leave a margin rather than fail out of gas.
      const estimate = await publicClient.estimateContractGas(call);
      const hash = await walletFor(from).writeContract({ ...call, gas: (estimate * GAS_MARGIN_PERCENT) / 100n });
      await confirm(hash, `${functionName} on ${target.address}`);
    },
  };
}
