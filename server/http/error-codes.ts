/**
 * Every `code` the APIs put in their `{ code, data, message }` envelope.
 * Codes below 1000 mirror the HTTP status sent with them; business codes (5 digits)
 * travel with HTTP 200 so a client shows the envelope's message rather than a transport error.
 */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthorised: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
  /** The server is at capacity (its request queue is full or the wait ran out); Retry-After says when to come back. */
  serviceUnavailable: 503,
  captchaIncorrect: 10020,
  captchaExpiredOrUsed: 10021,
  captchaAttemptsExceeded: 10022,
  walletTiedToAnotherAccount: 10030,
  googleEmailTiedToAnotherAccount: 10031,
  accountAlreadyBound: 10033,
  unionAlreadyApplied: 10040,
  unionAlreadyMember: 10041,
  /** The chain node refused a relayed transaction (bad nonce, too little gas money, ...). */
  transactionRejected: 10050,
  /** The chain node did not answer. */
  chainUnavailable: 10051,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatusCodes = new Set<number>([400, 401, 403, 404, 413, 415, 429, 500, 503]);

/** The HTTP status an envelope with this code is sent with. */
export function httpStatusFor(code: ErrorCodeValue): 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503 {
  return httpStatusCodes.has(code) ? (code as 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503) : 200;
}
