import type { Context, MiddlewareHandler } from 'hono';
import { findActiveSession } from '../services/session-service';
import type { AppEnv, AuthenticatedSession, ServiceContext } from './app-env';
import { ApiError, fail } from './envelope';
import { ErrorCode } from './error-codes';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Lets a request through only with `Authorization: Bearer <token>` of a live session. */
export function requireSession(services: ServiceContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const session = token ? await findActiveSession(services, token) : null;
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
