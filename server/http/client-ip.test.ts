import { Hono } from 'hono';
import { clientIp } from './client-ip';

/** What a rate limit would key the request on, behind `hops` trusted proxies. */
async function keyedAs(hops: number, forwardedFor?: string, remoteAddress = '10.0.0.2'): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } });
  return response.text();
}

describe('clientIp', () => {
  it('takes the address the one trusted proxy appended, not the one the client wrote on the left', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4" and the proxy appended the address it saw.
    expect(await keyedAs(1, '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
  });

  it('cannot be spread over many keys by a client rotating its own X-Forwarded-For', async () => {
    const keys = new Set<string>();
    for (let index = 0; index < 5; index++) keys.add(await keyedAs(1, `203.0.113.${index}, 198.51.100.9`));
    expect([...keys]).toEqual(['198.51.100.9']);
  });

  it('counts hops from the right behind two proxies', async () => {
    expect(await keyedAs(2, '1.2.3.4, 198.51.100.9, 10.0.0.1')).toBe('198.51.100.9');
  });

  it('uses the socket when no proxy is trusted, or the header is shorter than the proxies it passed', async () => {
    expect(await keyedAs(0, '1.2.3.4')).toBe('10.0.0.2');
    expect(await keyedAs(2, '198.51.100.9')).toBe('10.0.0.2');
    expect(await keyedAs(1)).toBe('10.0.0.2');
  });

  it('counts an IPv6 caller by its /64, so rotating addresses within it spreads nothing', async () => {
    const keys = new Set<string>();
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9']) {
      keys.add(await keyedAs(0, undefined, address));
      keys.add(await keyedAs(1, `1.2.3.4, ${address}`));
    }
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(await keyedAs(0, undefined, '2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4 caller as one, however its address is written', async () => {
    const keys = new Set<string>();
    for (const socket of ['198.51.100.9', '::ffff:198.51.100.9']) keys.add(await keyedAs(0, undefined, socket));
    for (const appended of ['198.51.100.9', '::ffff:c633:6409', '0xc6.0x33.0x64.0x09']) keys.add(await keyedAs(1, appended));
    expect([...keys]).toEqual(['198.51.100.9']);
  });
});
