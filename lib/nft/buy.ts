import {
  multicall3Abi,
  zeroAddress,
  type Address,
  type ContractFunctionParameters,
  type MulticallReturnType,
  type PublicClient,
} from 'viem';
import { MULTICALL3_ADDRESS } from '@/lib/protocol';
import type { NftContracts } from './contracts';

/**
 * One purchase mints one token per unit; with no limit set on chain the stepper stops here, which keeps
 * a batch well within a block's gas.
 */
export const MAX_CREATURES_PER_PURCHASE = 20n;

/** The creature sale as the chain states it for one buyer (docs/PRODUCT.md §3 sale limits, §4.4 switches). */
export interface CreatureSaleTerms {
  price: bigint;
  talkPrice: bigint;
  buyingOpen: boolean;
  /** "Buy by second token": the price is in talk, approved to the creature contract, and no ETH is sent. */
  buyBySecondToken: boolean;
  talkTokenSet: boolean;
  userBuyLimit: bigint;
  userBuyLimitOn: boolean;
  /** Most per purchase; 0 means no limit. */
  userBuyLimitOut: bigint;
  userBuyCount: bigint;
  /** Until this chain time only allowlisted addresses may buy. */
  allowlistEndTime: bigint;
  allowlisted: boolean;
}

export interface PendantSaleTerms {
  price: bigint;
  buyingOpen: boolean;
  maxBatch: bigint;
}

export interface SaleTerms {
  /** The chain's clock at the read: the allowlist window is judged by it, not by the device clock. */
  chainTime: bigint;
  creatures: CreatureSaleTerms;
  pendants: PendantSaleTerms;
  balances: { eth: bigint; talk: bigint };
}

/** Every read of the sale terms, each named once: the name keys both its call and its result. */
function saleReads({ CreatureNft, PendantNft, TalkToken }: NftContracts, buyer: Address) {
  const multicall3 = { address: MULTICALL3_ADDRESS, abi: multicall3Abi } as const;
  return {
    price: { ...CreatureNft, functionName: 'price' },
    talkPrice: { ...CreatureNft, functionName: 'talkPrice' },
    buyingOpen: { ...CreatureNft, functionName: 'buyingOpen' },
    buyBySecondToken: { ...CreatureNft, functionName: 'buyBySecondToken' },
    talkToken: { ...CreatureNft, functionName: 'talkToken' },
    userBuyLimit: { ...CreatureNft, functionName: 'userBuyLimit' },
    userBuyLimitOn: { ...CreatureNft, functionName: 'userBuyLimitOn' },
    userBuyLimitOut: { ...CreatureNft, functionName: 'userBuyLimitOut' },
    userBuyCount: { ...CreatureNft, functionName: 'userBuyCount', args: [buyer] },
    allowlistEndTime: { ...CreatureNft, functionName: 'allowlistEndTime' },
    allowlisted: { ...CreatureNft, functionName: 'allowlist', args: [buyer] },
    pendantPrice: { ...PendantNft, functionName: 'price' },
    pendantBuyingOpen: { ...PendantNft, functionName: 'buyingOpen' },
    maxBatch: { ...PendantNft, functionName: 'maxBatch' },
    eth: { ...multicall3, functionName: 'getEthBalance', args: [buyer] },
    talk: { ...TalkToken, functionName: 'balanceOf', args: [buyer] },
    chainTime: { ...multicall3, functionName: 'getCurrentBlockTimestamp' },
  } as const;
}

type SaleReads = ReturnType<typeof saleReads>;
type SaleReadResults = { [Name in keyof SaleReads]: MulticallReturnType<[SaleReads[Name]], false>[0] };

/** Both sales and the buyer's balances, in one Multicall3 round trip. */
export async function readSaleTerms(client: PublicClient, contracts: NftContracts, buyer: Address): Promise<SaleTerms> {
  const reads = saleReads(contracts, buyer);
  const names = Object.keys(reads) as (keyof SaleReads)[];
  const results = await client.multicall({
    allowFailure: false,
    contracts: names.map((name) => reads[name]) as ContractFunctionParameters[],
  });
  // Results come back in call order, so each takes the name of its call.
  const read = Object.fromEntries(names.map((name, index) => [name, results[index]])) as SaleReadResults;
  return {
    chainTime: read.chainTime,
    creatures: {
      price: read.price,
      talkPrice: read.talkPrice,
      buyingOpen: read.buyingOpen,
      buyBySecondToken: read.buyBySecondToken,
      talkTokenSet: read.talkToken !== zeroAddress,
      userBuyLimit: read.userBuyLimit,
      userBuyLimitOn: read.userBuyLimitOn,
      userBuyLimitOut: read.userBuyLimitOut,
      userBuyCount: read.userBuyCount,
      allowlistEndTime: read.allowlistEndTime,
      allowlisted: read.allowlisted,
    },
    pendants: { price: read.pendantPrice, buyingOpen: read.pendantBuyingOpen, maxBatch: read.maxBatch },
    balances: { eth: read.eth, talk: read.talk },
  };
}

/** Why nothing can be bought now; each has a text under `nft.buy.reasons`. */
export type SaleBlockReason = 'buyingClosed' | 'notAllowlisted' | 'limitReached' | 'talkNotSet';

export type PaymentSymbol = 'ETH' | 'talk';

export interface SaleWindow {
  /** The most one purchase may take now; 0 when `blockedBy` is set. */
  maxQuantity: bigint;
  blockedBy?: SaleBlockReason;
  /** What is left of the buyer's total allowance, when the per-user limit is on. */
  remaining?: bigint;
  unitPrice: bigint;
  paidIn: PaymentSymbol;
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** What the buyer may do in the creature sale at chain time `now`, checked as the contract's `buy` checks it. */
export function creatureSaleWindow(terms: CreatureSaleTerms, now: bigint): SaleWindow {
  const paidIn: PaymentSymbol = terms.buyBySecondToken ? 'talk' : 'ETH';
  const unitPrice = terms.buyBySecondToken ? terms.talkPrice : terms.price;
  const remaining = terms.userBuyLimitOn
    ? terms.userBuyLimit > terms.userBuyCount
      ? terms.userBuyLimit - terms.userBuyCount
      : 0n
    : undefined;
  const blocked = (blockedBy: SaleBlockReason): SaleWindow => ({ maxQuantity: 0n, blockedBy, remaining, unitPrice, paidIn });

  if (!terms.buyingOpen) return blocked('buyingClosed');
  if (now < terms.allowlistEndTime && !terms.allowlisted) return blocked('notAllowlisted');
  if (terms.buyBySecondToken && !terms.talkTokenSet) return blocked('talkNotSet');
  if (remaining === 0n) return blocked('limitReached');

  let maxQuantity = MAX_CREATURES_PER_PURCHASE;
  if (terms.userBuyLimitOut !== 0n) maxQuantity = smaller(maxQuantity, terms.userBuyLimitOut);
  if (remaining !== undefined) maxQuantity = smaller(maxQuantity, remaining);
  return { maxQuantity, remaining, unitPrice, paidIn };
}

/** What the buyer may do in the pendant sale: up to the contract's batch size, in ETH. */
export function pendantSaleWindow(terms: PendantSaleTerms): SaleWindow {
  const base = { unitPrice: terms.price, paidIn: 'ETH' as const };
  if (!terms.buyingOpen) return { ...base, maxQuantity: 0n, blockedBy: 'buyingClosed' };
  return { ...base, maxQuantity: terms.maxBatch };
}

/** Why a typed quantity cannot be bought; each has a text under `nft.buy.quantityErrors`. */
export type QuantityError = 'invalid' | 'aboveLimit';

/** A quantity typed or stepped by the user: a whole number from 1 to `maxQuantity`. */
export function checkQuantity(text: string, maxQuantity: bigint): { ok: true; quantity: bigint } | { ok: false; error: QuantityError } {
  const typed = text.trim();
  if (!/^\d{1,6}$/.test(typed) || BigInt(typed) === 0n) return { ok: false, error: 'invalid' };
  const quantity = BigInt(typed);
  if (quantity > maxQuantity) return { ok: false, error: 'aboveLimit' };
  return { ok: true, quantity };
}
