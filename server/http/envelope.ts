import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { ErrorCode, httpStatusFor, type ErrorCodeValue } from './error-codes';

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** A failure a handler raises on purpose; the error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function ok<T>(c: Context, data: T) {
  return c.json({ code: ErrorCode.ok, data, message: 'success' } satisfies Envelope<T>, 200);
}

/** The JSON text of a successful envelope around a `T`, kept in memory so a cache hit skips serialising. */
export type SerialisedOk<T> = string & { readonly envelopeData?: T };

export function serialiseOk<T>(data: T): SerialisedOk<T> {
  return JSON.stringify({ code: ErrorCode.ok, data, message: 'success' } satisfies Envelope<T>);
}

/** The answer `ok(c, data)` gives, from the envelope `serialiseOk(data)` already wrote. */
export function okSerialised<T>(c: Context, envelope: SerialisedOk<T>) {
  // Typed as `ok`'s answer: the text is exactly what `ok` would have serialised.
  return c.body(envelope, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<typeof ok<T>>;
}

export function fail(c: Context, code: ErrorCodeValue, message: string) {
  return c.json({ code, data: null, message } satisfies Envelope<null>, httpStatusFor(code));
}

/** The OpenAPI description of a successful envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(200),
    data,
    message: z.string(),
  });
}

export const ErrorEnvelopeSchema = z
  .object({
    code: z.number().int().openapi({ example: 400 }),
    data: z.null(),
    message: z.string().openapi({ example: 'email: Invalid email address' }),
  })
  .openapi('ErrorEnvelope');

/** Response entries shared by every route's OpenAPI description. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

export const errorResponses = {
  400: jsonResponse(ErrorEnvelopeSchema, 'Bad input: the message names the field'),
  429: jsonResponse(ErrorEnvelopeSchema, 'Rate limited'),
  500: jsonResponse(ErrorEnvelopeSchema, 'Internal error'),
} as const;

export const authErrorResponses = {
  ...errorResponses,
  401: jsonResponse(ErrorEnvelopeSchema, 'Missing, unknown, expired or revoked session token'),
} as const;
