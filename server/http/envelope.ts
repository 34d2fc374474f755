import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { z } from '@hono/zod-openapi';
import { ErrorCode, httpStatusFor, type ErrorCodeValue } from './error-codes';
import { CompressibleBody, jsonAnswer } from './response-headers';

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

/** A JSON answer typed as `c.json` types it, so routes are checked against the schemas they document. */
type TypedJsonAnswer<T, S extends ContentfulStatusCode> = Response & TypedResponse<JSONParsed<T>, S, 'json'>;

type OkEnvelope<T> = { code: typeof ErrorCode.ok; data: T; message: string };

/** The JSON text of a successful envelope around a `T`; kept in memory, a cache hit skips serialising. */
export type SerialisedOk<T> = CompressibleBody & { readonly envelopeData?: T };

export function serialiseOk<T>(data: T): SerialisedOk<T> {
  return new CompressibleBody(JSON.stringify({ code: ErrorCode.ok, data, message: 'success' } satisfies OkEnvelope<T>));
}

/** The answer `ok(c, data)` gives, from the envelope `serialiseOk(data)` already wrote. */
export function okSerialised<T>(c: Context, envelope: SerialisedOk<T>) {
  return jsonAnswer(c, envelope, 200) as TypedJsonAnswer<OkEnvelope<T>, 200>;
}

export function ok<T>(c: Context, data: T) {
  return okSerialised(c, serialiseOk(data));
}

/** An error answer, which no cache may keep: what failed now (a token not minted yet, a busy server) may not later. */
export function fail(c: Context, code: ErrorCodeValue, message: string) {
  const status = httpStatusFor(code);
  const envelope = new CompressibleBody(JSON.stringify({ code, data: null, message } satisfies Envelope<null>));
  const answer = jsonAnswer(c, envelope, status);
  answer.headers.set('cache-control', 'no-store');
  return answer as TypedJsonAnswer<Envelope<null>, typeof status>;
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
