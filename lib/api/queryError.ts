import type { ApiFailure, ApiResult } from './failure';

/** A failed call raised inside a query, so the screen shows its error state (with retry) instead of data. */
export class ApiRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message || (failure.kind === 'http' ? failure.code : `code ${failure.code}`));
    this.name = 'ApiRequestError';
  }
}

/** The data of a call, or an ApiRequestError for the query to hold. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.failure);
}

/**
 * Screens show a failed read with a retry button, so the API's answer is final; only an unexpected
 * throw (a bug, a lost chunk) is tried once more.
 */
export function retryUnexpected(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiRequestError) && failureCount < 1;
}
