import { zeroAddress, type Address } from 'viem';
import { checkSendAmount, type SendAmountError } from '@/lib/wallet/tokenSend';
import { MAX_ORDER_PRICE } from './orders';

// What the sell and offer forms take from the user: an amount typed in ETH or AFA (both have 18 decimals), and how
// long the order lives.

export type OrderAmountCheck = { ok: true; amount: bigint } | { ok: false; error: SendAmountError | 'tooLarge' };

/**
 * An amount typed by the user in the reader's `locale`, in wei, or why it cannot be asked or offered: read as the
 * Wallet tab reads a send (a positive decimal number of at most 18 decimals, either mark for the decimal one, the
 * locale's thousands mark refused where it reads as one), and no more than the order book takes, so the wallet is
 * never asked to sign what the book would refuse.
 */
export function checkOrderAmount(text: string, locale: string): OrderAmountCheck {
  const check = checkSendAmount(text, undefined, locale);
  return check.ok && check.amount > MAX_ORDER_PRICE ? { ok: false, error: 'tooLarge' } : check;
}

const DAY_S = 24 * 60 * 60;

/** How long an order may live, each with its text under `nft.market.expiry`; the order book takes up to 365 days. */
export const ORDER_LIFETIMES = [
  { key: 'day1', seconds: DAY_S },
  { key: 'day3', seconds: 3 * DAY_S },
  { key: 'day7', seconds: 7 * DAY_S },
  { key: 'day30', seconds: 30 * DAY_S },
] as const;

export type OrderLifetimeKey = (typeof ORDER_LIFETIMES)[number]['key'];

export const DEFAULT_ORDER_LIFETIME: OrderLifetimeKey = 'day7';

export function lifetimeSeconds(key: OrderLifetimeKey): number {
  return ORDER_LIFETIMES.find((lifetime) => lifetime.key === key)!.seconds;
}

/** The currencies a listing asks: ETH (Seaport's native item, the zero address) or AFA. */
export type ListingCurrency = 'ETH' | 'AFA';

export function currencyAddress(currency: ListingCurrency, afaToken: Address): Address {
  return currency === 'ETH' ? zeroAddress : afaToken;
}

/** The symbol of an order's currency, from its address. */
export function currencySymbol(currency: string): ListingCurrency {
  return BigInt(currency) === 0n ? 'ETH' : 'AFA';
}
