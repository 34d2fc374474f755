import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { rejectInvalidInput } from './errors';

/** A router whose routes validate with zod, answer bad input with a 400 envelope, and appear in the OpenAPI document. */
export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalidInput });
}

/** The `request` part of a route description for a required JSON body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}
