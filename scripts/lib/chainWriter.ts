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
import { readArtifact } from './forgeArtifacts';

const GAS_MARGIN_PERCENT = 120n;

export interface DeployedArtifact {
  address: Address;
  abi: Abi;
  deployedOnBlock: number;
}

export interface ChainWriter {
  chain: Chain;
  publicClient: PublicClient;
  deploy(from: Account, contractName: string, args: readonly unknown[]): Promise<DeployedArtifact>;
  write(
    from: Account,
    target: DeployedArtifact,
    functionName: string,
    args?: readonly unknown[],
    value?: bigint,
  ): Promise<void>;
}

export async function connectChainWriter(rpcUrl: string): Promise<ChainWriter> {
  const transport = http(rpcUrl);
  const chainId = await createPublicClient({ transport }).getChainId();
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  // A local chain mines each transaction at once: poll receipts quickly instead of viem's 4 s default.
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: 50 });

  function walletFor(account: Account) {
    return createWalletClient({ chain, transport, account, pollingInterval: 50 });
  }

  async function confirm(hash: Hash, what: string) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted in transaction ${hash}`);
    return receipt;
  }

  return {
    chain,
    publicClient,
    async deploy(from, contractName, args) {
      const { abi, bytecode } = readArtifact(contractName);
      const hash = await walletFor(from).deployContract({ abi, bytecode, args });
      const receipt = await confirm(hash, `Deploying ${contractName}`);
      if (!receipt.contractAddress) throw new Error(`Deploying ${contractName} created no contract`);
      return { address: getAddress(receipt.contractAddress), abi, deployedOnBlock: Number(receipt.blockNumber) };
    },
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
