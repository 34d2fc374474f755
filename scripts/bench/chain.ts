// The benchmark's chain fixtures: a holder with 100 creatures, revealed creatures for the upgrade, and the
// bare viem script the upgrade through the UI is compared with.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  maxUint256,
  parseEventLogs,
  type Hash,
  type PublicClient,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { withAbis, type ContractAddressBook } from '../../contracts-abi';
import { LOCAL_CHAIN_ID } from '../../lib/foundry/anvil';

/** The largest purchase per transaction the benchmark makes (gas stays well under anvil's block limit). */
const BUY_BATCH = 25;
/** docs/PRODUCT.md §4.4: upgrade is an action on attribute codes; speed is 1. */
const SPEED = 1;
/**
 * How often the script asks again for a receipt its first ask did not find. At viem's default of 4 s, 3 of 15 script
 * runs took 4,018 to 4,050 ms instead of 14 to 35: the poll's time, not the chain's.
 */
const RECEIPT_POLLING_MS = 10;

export interface BenchChain {
  publicClient: PublicClient;
  /** Buys `count` creatures for `holder`; returns their ids. */
  buyCreatures(holder: HDAccount, count: number): Promise<bigint[]>;
  reveal(holder: HDAccount, tokenId: bigint): Promise<void>;
  /** Sets the holder's AFA and talk allowances for the upgrade contract (0 = each upgrade must approve). */
  setUpgradeAllowances(holder: HDAccount, amount: bigint): Promise<void>;
  speedLevel(tokenId: bigint): Promise<number>;
  /** The bare script: approve AFA and talk (unless `withApprovals` is false), upgrade speed, each waited for; milliseconds it took. */
  upgradeByScript(holder: HDAccount, tokenId: bigint, withApprovals: boolean): Promise<number>;
}

/** The chain at `rpcUrl`, with the contracts of `book` (the stack's deployment). */
export function connectBenchChain(rpcUrl: string, book: ContractAddressBook): BenchChain {
  const { CreatureNft, CreatureUpgrade, AfaToken, TalkToken } = withAbis(book);
  const chain = defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: RECEIPT_POLLING_MS });
  const walletOf = (account: HDAccount) => createWalletClient({ account, chain, transport: http(rpcUrl) });

  async function mined(sending: Promise<Hash>) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await sending });
    if (receipt.status !== 'success') throw new Error(`Transaction ${receipt.transactionHash} reverted`);
    return receipt;
  }

  return {
    publicClient,
    async buyCreatures(holder, count) {
      const price = await publicClient.readContract({ ...CreatureNft, functionName: 'price' });
      const ids: bigint[] = [];
      for (let bought = 0; bought < count; bought += BUY_BATCH) {
        const quantity = BigInt(Math.min(BUY_BATCH, count - bought));
        const receipt = await mined(
          walletOf(holder).writeContract({
            ...CreatureNft,
            functionName: 'buy',
            args: [quantity, price * quantity],
            value: price * quantity,
          }),
        );
        const [event] = parseEventLogs({ abi: CreatureNft.abi, logs: receipt.logs, eventName: 'CreaturesBought' });
        if (!event) throw new Error('No CreaturesBought event');
        for (let offset = 0n; offset < quantity; offset += 1n) ids.push(event.args.firstTokenId + offset);
      }
      return ids;
    },
    async reveal(holder, tokenId) {
      await mined(walletOf(holder).writeContract({ ...CreatureNft, functionName: 'reveal', args: [tokenId] }));
    },
    async setUpgradeAllowances(holder, amount) {
      for (const token of [AfaToken.address, TalkToken.address]) {
        await mined(
          walletOf(holder).writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'approve',
            args: [CreatureUpgrade.address, amount],
          }),
        );
      }
    },
    async speedLevel(tokenId) {
      const info = await publicClient.readContract({ ...CreatureUpgrade, functionName: 'upgradeInfo', args: [tokenId] });
      return info.levels[0]!;
    },
    async upgradeByScript(holder, tokenId, withApprovals) {
      const wallet = walletOf(holder);
      const started = performance.now();
      for (const token of withApprovals ? [AfaToken.address, TalkToken.address] : []) {
        await mined(
          wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [CreatureUpgrade.address, maxUint256] }),
        );
      }
      // No limits: the script reads no quote, so it stays the fastest way to upgrade, the baseline the app is held to.
      await mined(wallet.writeContract({ ...CreatureUpgrade, functionName: 'upgrade', args: [tokenId, SPEED, maxUint256, maxUint256] }));
      return performance.now() - started;
    },
  };
}
