import { erc20Abi, parseUnits, type Address } from 'viem';
import { getAfaTokenAddress, getTalkTokenAddress } from '@/lib/chain/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { contractCall } from '@/lib/chain/tx/actions';
import type { TokenSymbol, TransactionPlan } from '@/lib/chain/tx/types';

/** Both tokens count in 18 decimals: a typed amount is multiplied by 1e18 (docs/PRODUCT.md §9). */
export const TOKEN_DECIMALS = 18;

/** Why a typed amount cannot be sent; each has a text under `wallet.send.errors`. */
export type SendAmountError = 'required' | 'invalid' | 'grouped' | 'tooManyDecimals' | 'notPositive' | 'exceedsBalance';

export type SendAmountCheck = { ok: true; amount: bigint } | { ok: false; error: SendAmountError };

/** The amount a check took, or undefined for one it refused. */
export function amountOf(check: { ok: true; amount: bigint } | { ok: false }): bigint | undefined {
  return check.ok ? check.amount : undefined;
}

/** A plain decimal number; a comma is taken as the decimal mark, as es and pt write it. */
const DECIMAL_PATTERN = /^(\d+([.,]\d*)?|[.,]\d+)$/;
/** One to three digits, not led by 0, and one mark before exactly three more: thousands, if the mark groups them. */
const ONE_GROUP_PATTERN = /^[1-9]\d{0,2}[.,]\d{3}$/;

const thousandsMarks = new Map<string, string | undefined>();

/**
 * The mark `locale` groups thousands with: ',' in English and Chinese, '.' in Spanish and Portuguese. Asked of Intl
 * once per locale, not at every keystroke of every amount field.
 */
function thousandsMark(locale: string): string | undefined {
  if (!thousandsMarks.has(locale)) {
    thousandsMarks.set(locale, new Intl.NumberFormat(locale).formatToParts(1_000_000).find((part) => part.type === 'group')?.value);
  }
  return thousandsMarks.get(locale);
}

/**
 * The amount the user typed in the reader's `locale`, in the token's base units, or why it cannot be sent: it
 * must be a decimal number above zero with at most 18 fraction digits, and no more than `balance` (when known).
 * Either mark may stand for the decimal one, but the locale's thousands mark before exactly three digits is
 * refused: '1,000' in English is a thousand, and reading it as 1 would send or ask a thousandth of what was meant.
 */
export function checkSendAmount(text: string, balance: bigint | undefined, locale: string): SendAmountCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, error: 'required' };
  if (!DECIMAL_PATTERN.test(typed)) return { ok: false, error: 'invalid' };
  if (ONE_GROUP_PATTERN.test(typed) && typed.includes(thousandsMark(locale) ?? ',')) return { ok: false, error: 'grouped' };
  const normalized = typed.replace(',', '.');
  const fraction = normalized.split('.')[1] ?? '';
  if (fraction.length > TOKEN_DECIMALS) return { ok: false, error: 'tooManyDecimals' };
  const amount = parseUnits(normalized.startsWith('.') ? `0${normalized}` : normalized, TOKEN_DECIMALS);
  if (amount <= 0n) return { ok: false, error: 'notPositive' };
  if (balance !== undefined && amount > balance) return { ok: false, error: 'exceedsBalance' };
  return { ok: true, amount };
}

/** A token send of the Wallet tab: an ERC-20 transfer of `amount` base units to the configured recipient. */
export function sendTokenPlan(token: { symbol: TokenSymbol; address: Address }, recipient: Address, amount: bigint): TransactionPlan {
  return {
    action: 'sendToken',
    call: contractCall({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  };
}

/** The tokens a user can send, in the order the form offers them, with their addresses on the target chain. */
export function sendableTokens(): { symbol: TokenSymbol; address: Address }[] {
  const tokens = [
    { symbol: 'talk' as const, address: getTalkTokenAddress() },
    { symbol: 'AFA' as const, address: getAfaTokenAddress() },
  ];
  return tokens.filter((token): token is { symbol: TokenSymbol; address: Address } => token.address !== undefined);
}

/** Whether the deployment names a recipient and a token to send. */
export function isTokenSendAvailable(): boolean {
  return getRuntimeConfig().tokenSendRecipient !== null && sendableTokens().length > 0;
}

/** The plan of sending `amount` of `token` to the configured recipient; undefined where the deployment names none. */
export function tokenSendPlan(token: { symbol: TokenSymbol; address: Address }, amount: bigint): TransactionPlan | undefined {
  const recipient = getRuntimeConfig().tokenSendRecipient;
  return recipient ? sendTokenPlan(token, recipient, amount) : undefined;
}
