import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';

/** An IPv6 caller is counted by its /64: a subscriber is given a whole /64, and may send from any address in it. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a rate limit counts `address` under: an IPv4 address in its usual form (also when an IPv6 socket
 * carries it, or the client wrote it in another IPv4 notation), an IPv6 address by its /64. What is no address
 * (a request made in-process) is its own key.
 */
function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_CLIENT_PREFIX}`).toString()}/${IPV6_CLIENT_PREFIX}`;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'unknown';
  }
}

/**
 * The caller as rate limits count it: its address, or its /64 for IPv6 (`clientKey`). Behind `trustedProxyHops`
 * proxies, each appends the address it received the request from to X-Forwarded-For, so the caller is the entry
 * that many places from the right; entries further left were written by the client itself and prove nothing.
 * With no trusted proxy, or a header too short to have passed through them all, the socket's address is used.
 */
export function clientIp(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const appended = entries.length >= trustedProxyHops ? entries[entries.length - trustedProxyHops] : undefined;
    if (appended) return clientKey(appended);
  }
  return clientKey(socketAddress(c));
}
