import type { Context, MiddlewareHandler } from 'hono';
import { findActiveSession } from '../services/session-service';
import type { AppEnv, AuthenticatedSession, ServiceContext } from './app-env';
import { ApiError, fail } from './envelope';
import { ErrorCode } from './error-codes';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The live session of the request's `Authorization: Bearer <token>`, or null. */
export async function sessionOfRequest(services: ServiceContext, c: Context): Promise<AuthenticatedSession | null> {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  return token ? findActiveSession(services, token) : null;
}

/** Lets a request through only with `Authorization: Bearer <token>` of a live session. */
export function requireSession(services: ServiceContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionOfRequest(services, c);
    if (!session) return fail(c, ErrorCode.unauthorised, 'Please log in again');
    c.set('session', session);
    await next();
  };
}

/** The session `requireSession` attached; reaching a handler without one is a wiring mistake. */
export function currentSession(c: Context<AppEnv>): AuthenticatedSession {
  const session = c.get('session');
  if (!session) throw new ApiError(ErrorCode.unauthorised, 'Please log in again');
  return session;
}
