// The origin token URIs name is fetched by wallets and explorers, not only by browsers on this machine. Morph's
// explorer (Blockscout) refuses to fetch from a private host and keeps what it fetched once, so a deployment
// whose URIs name one shows its tokens blank there for good. The deploy script and the server both check it.

/** Each private IPv4 block: its first two octets and its prefix length. */
const PRIVATE_IPV4: readonly (readonly [number, number, number])[] = [
  [0, 0, 8], // "this" network
  [10, 0, 8],
  [100, 64, 10], // carrier-grade NAT
  [127, 0, 8],
  [169, 254, 16], // link-local
  [172, 16, 12],
  [192, 168, 16],
];

function ipv4Number(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0);
}

function isPrivateIpv4(address: string): boolean {
  const value = ipv4Number(address);
  if (value === undefined) return false;
  return PRIVATE_IPV4.some(
    ([a, b, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor((a * 2 ** 24 + b * 2 ** 16) / 2 ** (32 - bits)),
  );
}

/** Loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), or an IPv4 address mapped into IPv6 that is private. */
function isPrivateIpv6(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === '::1' || bare === '::') return true;
  if (/^f[cd]/.test(bare) || /^fe[89ab]/.test(bare)) return true;
  // A URL writes a mapped address in hex: ::ffff:7f00:1 is 127.0.0.1.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1]!, 16), parseInt(mappedHex[2]!, 16)];
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  return false;
}

/** Names only a local network resolves. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i;

/**
 * Why `origin` cannot be the public origin of token metadata, or undefined when it can: it must be an http(s)
 * origin (no path) on a host the internet reaches, not a loopback, private or link-local address, nor a name
 * only a local network resolves.
 */
export function metadataOriginProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `"${origin}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${origin}" is not an http(s) URL`;
  const host = url.hostname;
  const isIpv6 = host.startsWith('[');
  if (isIpv6 ? isPrivateIpv6(host) : isPrivateIpv4(host)) return `${host} is a private address, which explorers refuse to fetch from`;
  if (!isIpv6 && ipv4Number(host) === undefined && (LOCAL_NAME.test(host) || !host.includes('.'))) {
    return `${host} is a local name, which explorers cannot reach`;
  }
  if (url.origin !== origin) return `"${origin}" is not an origin such as https://api.example.com (no path, no trailing slash)`;
  return undefined;
}
