import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'unknown';
  }
}

/**
 * The caller's address, for rate limits. Behind `trustedProxyHops` proxies, each appends the address it
 * received the request from to X-Forwarded-For, so the caller is the entry that many places from the right;
 * entries further left were written by the client itself and prove nothing. With no trusted proxy, or a
 * header too short to have passed through them all, the socket's address is used.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const appended = entries.length >= trustedProxyHops ? entries[entries.length - trustedProxyHops] : undefined;
    if (appended) return appended;
  }
  return socketAddress(c);
}
