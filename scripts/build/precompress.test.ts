import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { precompressExport } from './precompress';

let outDir: string;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), content);
}

beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('precompressExport', () => {
  const script = 'self.chunk = function () { return "a creature"; };\n'.repeat(300);

  it("writes beside every compressible build file a gzip that any decoder reads back to the file, smaller than zlib's", async () => {
    write('_next/static/chunks/app-1234.js', script);
    write('_next/static/css/app-5678.css', 'body { margin: 0 }\n'.repeat(100));
    write(
      '_next/static/BUILD/_buildManifest.js',
      `self.__BUILD_MANIFEST = ${JSON.stringify({ pages: Array.from({ length: 100 }, (_, page) => `/page-${page}`) })};`,
    );

    const result = await precompressExport(outDir);

    expect(result.files).toBe(3);
    for (const file of ['_next/static/chunks/app-1234.js', '_next/static/css/app-5678.css', '_next/static/BUILD/_buildManifest.js']) {
      const gzip = readFileSync(path.join(outDir, `${file}.gz`));
      expect(gunzipSync(gzip).equals(readFileSync(path.join(outDir, file)))).toBe(true);
    }
    const scriptGzip = readFileSync(path.join(outDir, '_next/static/chunks/app-1234.js.gz'));
    expect(scriptGzip.length).toBeLessThan(gzipSync(script).length);
  });

  it('leaves pictures, files the server sends whole (under 1 KiB), pages outside the build files, and its own output alone', async () => {
    write('_next/static/media/creature.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('_next/static/chunks/tiny-0001.js', 'self.tiny = 1;');
    write('home.html', '<title>Home</title>');
    write('_next/static/chunks/app-1234.js', script);

    await precompressExport(outDir);
    const again = await precompressExport(outDir);

    expect(again.files).toBe(1);
    expect(existsSync(path.join(outDir, '_next/static/media/creature.png.gz'))).toBe(false);
    expect(existsSync(path.join(outDir, '_next/static/chunks/tiny-0001.js.gz'))).toBe(false);
    expect(existsSync(path.join(outDir, 'home.html.gz'))).toBe(false);
    expect(existsSync(path.join(outDir, '_next/static/chunks/app-1234.js.gz.gz'))).toBe(false);
  });
});
