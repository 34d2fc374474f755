import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { answerHeaders } from '../http/response-headers';
import { PRECOMPRESSED_SUFFIX, serveStaticSite } from './static-site';

// Counted, to show a build file is compressed once for all its requests.
jest.mock('node:zlib', () => {
  const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  return { ...zlib, gzipSync: jest.fn(zlib.gzipSync) };
});

let workDir: string;
let staticDir: string;
let app: Hono;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  staticDir = path.join(workDir, 'out');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), content);
  };
  write('home.html', '<title>Home</title>');
  write('home/inforList.html', '<title>inforList</title>');
  write('home.txt', 'rsc payload');
  write('404.html', '<title>Not found</title>');
  write('_next/static/chunks/app-1234.js', 'console.log(1)');
  write('manifest.webmanifest', '{}');
  writeFileSync(path.join(workDir, 'secret.txt'), 'outside the export');
  app = new Hono().get('*', serveStaticSite(staticDir));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('serveStaticSite', () => {
  it('redirects / to /home', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home');
  });

  it.each([
    ['/home', '<title>Home</title>'],
    ['/home/', '<title>Home</title>'],
    ['/home?shareCode=ABC', '<title>Home</title>'],
    ['/home/inforList', '<title>inforList</title>'],
    ['/home.txt', 'rsc payload'],
  ])('serves %s from its exported file', async (url, body) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends pages as HTML and build assets with a year-long immutable cache', async () => {
    expect((await app.request('/home')).headers.get('content-type')).toMatch(/^text\/html/);
    const asset = await app.request('/_next/static/chunks/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the page is unchanged', async () => {
    const first = await app.request('/home');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/home', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each(['/nowhere', '/home/inforList/extra', '/_next/static/missing.js', '/%E0%A4%A'])('answers %s with the 404 page', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<title>Not found</title>');
  });

  it('never serves a file outside its folder', async () => {
    for (const url of ['/..%2Fsecret.txt', '/%2e%2e/secret.txt', '/..%2f..%2f..%2fetc%2fpasswd', '/home%00.html']) {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<title>Not found</title>');
    }
  });

  it('never calls a page immutable, however the path to it is spelt', async () => {
    for (const url of ['/_next/..%2fhome', '/_next/%2e%2e/home', '/_next/static/..%2f..%2fhome']) {
      const response = await app.request(url);
      expect([url, response.status, response.headers.get('cache-control')]).toEqual([url, 200, 'no-cache']);
    }
    expect((await app.request('/_next/static/chunks/app-1234.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers plain 404 when there is no build at all', async () => {
    const empty = new Hono().get('*', serveStaticSite(path.join(staticDir, 'missing')));
    const response = await empty.request('/home');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });
});

describe('a build script behind the answer headers', () => {
  const SCRIPT = '/_next/static/chunks/big-5678.js';
  const scriptFile = () => path.join(staticDir, SCRIPT);
  const source = (version: number) => `console.log(${version});\n`.repeat(200);
  const gzip = { headers: { 'accept-encoding': 'gzip' } };
  let site: Hono;

  beforeAll(() => {
    writeFileSync(scriptFile(), source(1));
    site = new Hono().use(answerHeaders({ connectUrls: [] })).get('*', serveStaticSite(staticDir));
  });
  beforeEach(() => jest.mocked(gzipSync).mockClear());

  it('is compressed once for every request that accepts gzip, and sent whole to one that does not', async () => {
    for (let request = 0; request < 3; request += 1) {
      const response = await site.request(SCRIPT, gzip);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(source(1));
    }
    expect(gzipSync).toHaveBeenCalledTimes(1);
    const plain = await site.request(SCRIPT);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(source(1));
  });

  it('is read and compressed again when the file changes', async () => {
    await site.request(SCRIPT, gzip);
    writeFileSync(scriptFile(), source(2));
    utimesSync(scriptFile(), new Date(), new Date(Date.now() + 60_000));
    const response = await site.request(SCRIPT, gzip);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(source(2));
  });
});

describe("a build script with the build's own gzip form beside it", () => {
  const SCRIPT = '/_next/static/chunks/kept-9012.js';
  const scriptFile = () => path.join(staticDir, SCRIPT);
  const source = 'console.log("kept");\n'.repeat(200);

  beforeAll(() => writeFileSync(scriptFile(), source));

  /** A server started after the build wrote `gzip` beside the script (it keeps what it read), asked for it once. */
  async function requestWith(gzip: Uint8Array): Promise<Response> {
    writeFileSync(scriptFile() + PRECOMPRESSED_SUFFIX, gzip);
    jest.mocked(gzipSync).mockClear();
    const site = new Hono().use(answerHeaders({ connectUrls: [] })).get('*', serveStaticSite(staticDir));
    const response = await site.request(SCRIPT, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    return response;
  }

  it('sends that form as it is, compressing nothing', async () => {
    const buildsOwn = gzipSync(source, { level: 9 });
    const response = await requestWith(buildsOwn);
    expect(Buffer.from(await response.arrayBuffer()).equals(buildsOwn)).toBe(true);
    expect(gzipSync).not.toHaveBeenCalled();
  });

  it.each([
    ['holds another build of the file', () => gzipSync('console.log("older");\n')],
    ['was cut short', () => gzipSync(source).subarray(0, 40)],
    ['is not gzip at all', () => Buffer.from('not gzip')],
  ])('compresses the file itself when that form %s', async (_, stale) => {
    const response = await requestWith(stale());
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(source);
    expect(gzipSync).toHaveBeenCalledTimes(1);
  });
});
