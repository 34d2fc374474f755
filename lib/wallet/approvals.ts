import { erc20Abi, erc721Abi, maxUint256, type Address, type PublicClient } from 'viem';
import { contractCall } from '@/lib/chain/tx/actions';
import type { NftCollection, TokenSymbol, TransactionPlan } from '@/lib/chain/tx/types';
import type { NftContracts } from '@/lib/nft/contracts';

type ContractName = keyof NftContracts;
/** The app's contracts and the marketplace's Seaport, each named under `wallet.approvals.spenders`. */
type SpenderName = ContractName | 'Seaport';

/** What one of the app's contracts, or the marketplace, may do with the user's assets. */
export type ProductApproval =
  | { kind: 'allowance'; symbol: TokenSymbol; token: Address; spender: SpenderName; spenderAddress: Address; amount: bigint }
  | { kind: 'operator'; collection: NftCollection; nft: Address; spender: SpenderName; spenderAddress: Address };

const TOKENS: readonly { symbol: TokenSymbol; name: ContractName }[] = [
  { symbol: 'AFA', name: 'AfaToken' },
  { symbol: 'talk', name: 'TalkToken' },
];
const COLLECTIONS: readonly { collection: NftCollection; name: ContractName }[] = [
  { collection: 'creatures', name: 'CreatureNft' },
  { collection: 'pendants', name: 'PendantNft' },
];

/** Whether an allowance is the maximum, which the app shows as unlimited. */
export const isUnlimitedAllowance = (amount: bigint) => amount === maxUint256;

/**
 * Every allowance and NFT operator approval the app's contracts and the marketplace's Seaport (where /config.json
 * names one) hold over `owner`'s AFA, talk, creatures and pendants, in one Multicall3 read; only those in force.
 */
export async function readProductApprovals(
  client: PublicClient,
  contracts: NftContracts,
  owner: Address,
  seaport: Address | null = null,
): Promise<ProductApproval[]> {
  const marketplace = seaport ? [{ spender: 'Seaport' as const, spenderAddress: seaport }] : [];
  /** Every contract of the app but `holder` itself, and Seaport, as a spender or operator over it. */
  const otherContracts = (holder: ContractName) => [
    ...(Object.keys(contracts) as ContractName[])
      .filter((spender) => spender !== holder)
      .map((spender) => ({ spender, spenderAddress: contracts[spender].address })),
    ...marketplace,
  ];
  const candidates: ProductApproval[] = [
    ...TOKENS.flatMap(({ symbol, name }) =>
      otherContracts(name).map((spender): ProductApproval => ({
        kind: 'allowance',
        symbol,
        token: contracts[name].address,
        ...spender,
        amount: 0n,
      })),
    ),
    ...COLLECTIONS.flatMap(({ collection, name }) =>
      otherContracts(name).map((spender): ProductApproval => ({ kind: 'operator', collection, nft: contracts[name].address, ...spender })),
    ),
  ];
  const results = await client.multicall({
    allowFailure: false,
    contracts: candidates.map((candidate) =>
      candidate.kind === 'allowance'
        ? { address: candidate.token, abi: erc20Abi, functionName: 'allowance', args: [owner, candidate.spenderAddress] }
        : { address: candidate.nft, abi: erc721Abi, functionName: 'isApprovedForAll', args: [owner, candidate.spenderAddress] },
    ),
  });
  return candidates.flatMap((candidate, index): ProductApproval[] => {
    const result: unknown = results[index];
    if (candidate.kind === 'allowance') return typeof result === 'bigint' && result > 0n ? [{ ...candidate, amount: result }] : [];
    return result === true ? [candidate] : [];
  });
}

/** The plan that takes an approval back: the allowance set to zero, or the operator approval withdrawn. */
export function revokePlan(approval: ProductApproval): TransactionPlan {
  return {
    action: 'revokeApproval',
    call:
      approval.kind === 'allowance'
        ? contractCall({ address: approval.token, abi: erc20Abi, functionName: 'approve', args: [approval.spenderAddress, 0n] })
        : contractCall({
            address: approval.nft,
            abi: erc721Abi,
            functionName: 'setApprovalForAll',
            args: [approval.spenderAddress, false],
          }),
  };
}

/** A key naming one approval among the others. */
export function approvalKey(approval: ProductApproval): string {
  return `${approval.kind === 'allowance' ? approval.token : approval.nft}-${approval.spenderAddress}`;
}
