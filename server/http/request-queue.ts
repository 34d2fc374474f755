import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope';
import { ErrorCode } from './error-codes';

export interface RequestQueueOptions {
  /** Requests handled at once; the rest wait their turn in arrival order. */
  concurrency: number;
  /** Requests waiting at most; one more is answered 503 at once. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is answered 503. */
  maxWaitMs: number;
}

/** Seconds a client is told to wait (Retry-After) when the queue turns it away. */
const RETRY_AFTER_S = 1;

/**
 * A bounded first-come-first-served queue in front of the handlers. The embedded database runs one query
 * at a time, and its queries interleave: under 200 connections a request of several queries waited behind
 * every other's, some past any client's timeout. Here a few requests run at once and finish quickly, the
 * others wait in order, and when the wait would be too long the answer is an immediate 503 with
 * Retry-After rather than a timeout.
 */
export function requestQueue({ concurrency, maxWaiting, maxWaitMs }: RequestQueueOptions): MiddlewareHandler {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const turnAway = (c: Parameters<MiddlewareHandler>[0]) => {
    const answer = fail(c, ErrorCode.serviceUnavailable, 'The server is busy, please try again in a moment');
    answer.headers.set('Retry-After', String(RETRY_AFTER_S));
    return answer;
  };
  return async (c, next) => {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) return turnAway(c);
      const admitted = await new Promise<boolean>((resolve) => {
        const turn = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          resolve(false);
        }, maxWaitMs);
        waiting.push(turn);
      });
      if (!admitted) return turnAway(c);
    } else {
      running += 1;
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
