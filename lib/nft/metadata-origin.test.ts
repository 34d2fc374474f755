import { metadataOriginProblem } from './metadata-origin';

describe('metadataOriginProblem', () => {
  it.each([
    'https://api.example.com',
    'http://meta.example.org:8080',
    'https://203.0.113.7',
    'https://[2001:db8::1]',
    'https://172.32.0.1',
  ])('accepts the public origin %s', (origin) => {
    expect(metadataOriginProblem(origin)).toBeUndefined();
  });

  it.each([
    ['loopback by name', 'http://localhost:3000', /local name/],
    ['a .localhost name', 'http://app.localhost', /local name/],
    ['IPv4 loopback', 'http://127.0.0.1:3000', /private address/],
    ['a private network', 'https://10.1.2.3', /private address/],
    ['a home network', 'https://192.168.1.20', /private address/],
    ['172.16/12', 'https://172.31.255.1', /private address/],
    ['link-local', 'http://169.254.169.254', /private address/],
    ['carrier-grade NAT', 'http://100.64.0.1', /private address/],
    ['IPv6 loopback', 'http://[::1]:3000', /private address/],
    ['IPv6 unique-local', 'http://[fd00::1]', /private address/],
    ['a mapped IPv4 loopback', 'http://[::ffff:127.0.0.1]', /private address/],
    ['an unqualified name', 'http://metadata', /local name/],
    ['a .local name', 'http://printer.local', /local name/],
    ['a path', 'https://api.example.com/metadata', /not an origin/],
    ['a trailing slash', 'https://api.example.com/', /not an origin/],
    ['another scheme', 'ipfs://bafy', /not an http\(s\) URL/],
    ['not a URL', 'api.example.com', /not a URL/],
  ])('refuses %s', (_, origin, problem) => {
    expect(metadataOriginProblem(origin)).toMatch(problem);
  });
});
