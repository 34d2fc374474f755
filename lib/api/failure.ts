/**
 * Transport failure codes, named like the HTTP client codes of docs/PRODUCT.md §8 so logs and messages read the
 * same as the product's earlier clients.
 */
export type HttpErrorCode = 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_CANCELED' | 'ERR_INVALID_URL';

/** Envelope codes that open the Error dialog instead of a toast (docs/PRODUCT.md §8). */
export const WALLET_TIED_TO_ANOTHER_ACCOUNT = 10030;
export const ACCOUNT_ALREADY_BOUND = 10033;

/** Why a call gave no data: the server said no (`envelope`), or the exchange itself failed (`http`). */
export type ApiFailure =
  { kind: 'envelope'; code: number; message: string } | { kind: 'http'; code: HttpErrorCode; status?: number; message?: string };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

/** The server's explanation of an HTTP error when it sent one in an envelope, e.g. which field was bad. */
export function serverMessageOf(failure: ApiFailure): string | undefined {
  return failure.message?.trim() || undefined;
}

/** A catalogue key under `api`, or the server's own words. */
export type FailureMessage =
  | { source: 'server'; text: string }
  | { source: 'catalogue'; key: 'walletTiedToAnotherAccount' | 'accountAlreadyBound' | `http.${HttpErrorCode}` };

/** docs/PRODUCT.md §8: 10030 and 10033 open the Error dialog; every other failure is a danger toast. */
export function failureSurface(failure: ApiFailure): 'dialog' | 'toast' {
  return failure.kind === 'envelope' && (failure.code === WALLET_TIED_TO_ANOTHER_ACCOUNT || failure.code === ACCOUNT_ALREADY_BOUND)
    ? 'dialog'
    : 'toast';
}

export function failureMessage(failure: ApiFailure): FailureMessage {
  if (failure.kind === 'envelope') {
    if (failure.code === WALLET_TIED_TO_ANOTHER_ACCOUNT) return { source: 'catalogue', key: 'walletTiedToAnotherAccount' };
    if (failure.code === ACCOUNT_ALREADY_BOUND) return { source: 'catalogue', key: 'accountAlreadyBound' };
  }
  const serverText = serverMessageOf(failure);
  if (serverText) return { source: 'server', text: serverText };
  return { source: 'catalogue', key: failure.kind === 'http' ? `http.${failure.code}` : 'http.ERR_BAD_REQUEST' };
}
