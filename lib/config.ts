/**
 * Build-time configuration of the app. Next inlines `NEXT_PUBLIC_*` variables into the client bundle,
 * so each one is read by its literal name.
 */

import type { Address } from 'viem';

const DEFAULT_PRODUCT = 'afa';
const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

function positiveIntegerOr(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A 20-byte hex address, checked by shape: this module is on every page, so no hashing library is pulled in for it. */
function addressOrUndefined(raw: string | undefined): Address | undefined {
  return raw && /^0x[0-9a-fA-F]{40}$/.test(raw) ? (raw as Address) : undefined;
}

export const appConfig = {
  /** Base of the main API: `<origin>/<product>JavaRoom`; an empty origin means the app's own. */
  mainApiBase: `${process.env.NEXT_PUBLIC_API_BASE ?? ''}/${process.env.NEXT_PUBLIC_PRODUCT ?? DEFAULT_PRODUCT}JavaRoom`,
  /** Base of the wallet and NFT service. */
  walletApiBase: `${process.env.NEXT_PUBLIC_WALLET_API_BASE ?? ''}/v1`,
  /** docs/PRODUCT.md §7: every call gives up after 30 s unless configured otherwise. */
  httpTimeoutMs: positiveIntegerOr(process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUT_MS),
  /** docs/PRODUCT.md §9: the fixed address the Wallet tab's token sends go to; without one, the send form is not offered. */
  tokenSendRecipient: addressOrUndefined(process.env.NEXT_PUBLIC_TOKEN_SEND_RECIPIENT),
} as const;
