import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { ok } from './envelope';
import { answerHeaders } from './response-headers';

/** Ours are hono/secure-headers' with these two changed (docs/SERVER-PERFORMANCE.md: why they are written out). */
const OUR_SECURE_HEADER_OPTIONS = { referrerPolicy: 'strict-origin-when-cross-origin', xFrameOptions: 'DENY' } as const;

/** What an answer's own content decides, left out of the comparison. */
const CONTENT_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'content-security-policy', 'vary']);

function securityHeaders(answer: Response): Record<string, string> {
  return Object.fromEntries([...answer.headers].filter(([name]) => !CONTENT_HEADERS.has(name)));
}

describe('answerHeaders', () => {
  it("sends hono/secure-headers' set, on JSON answers and on every other answer", async () => {
    const reference = new Hono().use(secureHeaders(OUR_SECURE_HEADER_OPTIONS)).get('/', (c) => c.text('reference'));
    const expected = securityHeaders(await reference.request('/'));
    expect(Object.keys(expected).length).toBeGreaterThan(5);

    const app = new Hono().use(answerHeaders({ connectUrls: [] }));
    app.get('/json', (c) => ok(c, { ready: true }));
    app.get('/text', (c) => c.text('plain'));
    expect(securityHeaders(await app.request('/json'))).toEqual(expected);
    expect(securityHeaders(await app.request('/text'))).toEqual(expected);
  });
});
