import type { Database } from '../db/client';

export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
}

/** What every handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    session?: AuthenticatedSession;
  };
}

/** The services handlers call, shared by every router. */
export interface ServiceContext {
  db: Database;
  /** The clock, replaceable so tests can move time. */
  now: () => Date;
}
