import { Hono } from 'hono';
import { clientIp } from './client-ip';

/** What a rate limit would key the request on, behind `hops` trusted proxies. */
async function keyedAs(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } });
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
});
