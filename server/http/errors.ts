import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { ApiError, fail } from './envelope';
import { ErrorCode, type ErrorCodeValue } from './error-codes';

/** "email: Invalid email address; captcha: must be 6 digits", naming each bad field. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Validation hook for every route: a bad request becomes a 400 envelope before the handler runs. */
export function rejectInvalidInput(result: { success: true } | { success: false; error: ZodError }, c: Context): Response | undefined {
  if (!result.success) return fail(c, ErrorCode.badRequest, describeZodError(result.error));
  return undefined;
}

const statusesWithOwnCode = new Map<number, ErrorCodeValue>([
  [400, ErrorCode.badRequest],
  [401, ErrorCode.unauthorised],
  [403, ErrorCode.forbidden],
  [404, ErrorCode.notFound],
  [413, ErrorCode.payloadTooLarge],
  [415, ErrorCode.unsupportedMediaType],
  [429, ErrorCode.rateLimited],
]);

/**
 * A database "data exception" (SQLSTATE class 22), such as U+0000 in text or an unsupported escape in JSON:
 * the values sent cannot be stored, so it is the request that is bad. Drivers may wrap it, so causes are walked.
 */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}

/** Turns anything thrown into an envelope; unexpected errors are logged and answered generically. */
export function handleErrors(logError: (message: string, error: unknown) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return fail(c, error.code, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      const code = statusesWithOwnCode.get(error.status) ?? ErrorCode.badRequest;
      if (code === ErrorCode.unsupportedMediaType) {
        return fail(c, code, 'The request body must be JSON (Content-Type: application/json)');
      }
      return fail(c, code, error.message || 'Bad request');
    }
    if (isDataException(error)) {
      return fail(c, ErrorCode.badRequest, 'The request holds a value that cannot be stored, such as a NUL character');
    }
    logError(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return fail(c, ErrorCode.internal, 'Internal server error, please try again later');
  };
}

export const answerNotFound: NotFoundHandler = (c) => fail(c, ErrorCode.notFound, `No such endpoint: ${c.req.method} ${c.req.path}`);
