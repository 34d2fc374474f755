import type { Abi, Address, Hash } from 'viem';
import type { ChainErrorKind, ChainErrorMessageKey } from '../errors';
import type { ReportedAction } from '@/lib/protocol';
import type { ContractRevertReason } from './contract-errors';

/** Every on-chain action of the app; each has a failure title under `wallet.tx.failed`. */
export type TxAction =
  | ReportedAction
  | 'claimRebirth'
  | 'commitClaim'
  | 'openPendant'
  | 'revealCreature'
  | 'buyCreatures'
  | 'buyPendants'
  | 'stake'
  | 'releaseIncome'
  | 'withdrawStake'
  | 'claimOwedIncome'
  | 'withdrawNestReward'
  | 'mintTalk'
  | 'sendToken'
  | 'approveToken'
  | 'approveNft'
  | 'revokeApproval'
  | 'buyListing'
  | 'acceptOffer'
  | 'cancelOrder'
  | 'cancelAllOrders';

/** One contract write, already checked against its ABI by `contractCall`. */
export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  /** Wei sent along (payable functions). */
  value?: bigint;
}

/** The ERC-20 tokens the app spends. */
export type TokenSymbol = 'AFA' | 'talk';

export interface TokenAllowanceNeed {
  symbol: TokenSymbol;
  token: Address;
  spender: Address;
  /** Exactly what the call spends; without it the maximum is needed and approved (docs/PRODUCT.md §5). */
  amount?: bigint;
  /** Approve the maximum even though the call spends `amount`; by default, the user's choice for the token. */
  unlimited?: boolean;
}

/** The NFT collections the app's contracts may be approved over. */
export type NftCollection = 'creatures' | 'pendants';

export interface NftApprovalNeed {
  collection: Address;
  /** Which collection it is, for the user's choice between this token and all of them. */
  collectionName: NftCollection;
  spender: Address;
  tokenId: bigint;
}

/**
 * An approval whose reach the user chooses before the wallet asks: exactly what the action needs (the default)
 * or unlimited (the maximum of a token, every NFT of a collection). The choice is kept per `address`.
 */
export type ApprovalTarget =
  { kind: 'token'; symbol: TokenSymbol; address: Address } | { kind: 'nft'; collection: NftCollection; address: Address };

/** What broadcast-tx records beside the hash (docs/PRODUCT.md §3). */
export interface BroadcastDetails {
  tokenId?: bigint;
  fromTokenId?: bigint;
  toTokenId?: bigint;
  txAmount?: bigint;
}

/** A user action as the pipeline runs it: its approvals, any calls it needs first, and its call. */
export interface TransactionPlan {
  action: TxAction;
  tokenAllowances?: readonly TokenAllowanceNeed[];
  nftApprovals?: readonly NftApprovalNeed[];
  /** Calls that must land before the main one (e.g. opening a blind pendant before equipping it). */
  preludes?: readonly { action: TxAction; call: ContractCall }[];
  call: ContractCall;
  report?: BroadcastDetails;
}

/** The steps a plan turns into, in order; approvals already covered are not among them. */
export type TxStep =
  | { kind: 'approveToken'; symbol: TokenSymbol; amount: bigint }
  | { kind: 'approveNft'; collection: NftCollection; tokenId: bigint }
  | { kind: 'prelude'; action: TxAction }
  | { kind: 'main'; action: TxAction };

export type TxPhase = 'preparing' | 'confirmInWallet' | 'waitingForReceipt';

/** Where a running flow is, for "step 2 of 3 – confirm in your wallet". */
export interface TxProgress {
  steps: readonly TxStep[];
  index: number;
  phase: TxPhase;
  hash?: Hash;
}

/** A failure as the UI needs it: the title of the step that failed, the kind, and the contract's reason. */
export interface TxFailure {
  /** The action or approval whose title the UI shows ('Upgrade failed!', 'Token approve failed!'). */
  failedAction: TxAction;
  kind: ChainErrorKind;
  messageKey: ChainErrorMessageKey;
  reason?: ContractRevertReason;
  /** Set when the failure came from the simulation, before the wallet was asked anything. */
  beforeWalletPrompt: boolean;
  cause: unknown;
}

/** `hash`: the transaction that did the action (for a batch, the one that carried every call). */
export type TxResult = { ok: true; hash: Hash } | { ok: false; failure: TxFailure };
