/**
 * Build-time settings of the app, the same for every deployment. Next inlines `NEXT_PUBLIC_*` variables into
 * the client bundle, so each one is read by its literal name. What varies between deployments (the chain, the
 * contracts, the API origins) is read at run time instead (lib/runtime-config).
 */

const DEFAULT_PRODUCT = 'afa';
const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

function positiveIntegerOr(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const appConfig = {
  /** The main API's path, `/<product>JavaRoom`, on the main API's origin. */
  mainApiPath: `/${process.env.NEXT_PUBLIC_PRODUCT ?? DEFAULT_PRODUCT}JavaRoom`,
  /** The wallet and NFT service's path, on its origin. */
  walletApiPath: '/v1',
  /** docs/PRODUCT.md §7: every call gives up after 30 s unless configured otherwise. */
  httpTimeoutMs: positiveIntegerOr(process.env.NEXT_PUBLIC_HTTP_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUT_MS),
} as const;
