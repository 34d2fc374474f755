/**
 * Build-time configuration of the app. Next inlines `NEXT_PUBLIC_*` variables into the client bundle,
 * so each one is read by its literal name.
 */

const DEFAULT_PRODUCT = 'afa';
const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

function positiveIntegerOr(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const appConfig = {
  /** Base of the main API: `<origin>/<product>JavaRoom`; an empty origin means the app's own. */
  mainApiBase: `${process.env.NEXT_PUBLIC_API_BASE ?? ''}/${process.env.NEXT_PUBLIC_PRODUCT ?? DEFAULT_PRODUCT}JavaRoom`,
  /** Base of the wallet and NFT service. */
  walletApiBase: `${process.env.NEXT_PUBLIC_WALLET_API_BASE ?? ''}/v1`,
  /** SPEC §7: every call gives up after 30 s unless configured otherwise. */
  httpTimeoutMs: positiveIntegerOr(process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUT_MS),
} as const;
