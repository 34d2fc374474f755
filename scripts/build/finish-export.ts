// What `next build` leaves to do on the static export, run by `npm run build` and by every stack's build: the
// compile hints on its scripts, the build files' gzip forms, then the service worker over the finished files (its
// precache revisions hash them). `tsx scripts/build/finish-export.ts [outDir]` (out/ by default).
import path from 'node:path';
import { buildServiceWorker } from '../pwa/build-sw';
import { addCompileHints } from './compile-hints';
import { precompressExport } from './precompress';

const ROOT = path.resolve(__dirname, '../..');

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

async function main(): Promise<void> {
  const outDir = path.resolve(ROOT, process.argv[2] ?? 'out');
  const { chunks, hinted } = addCompileHints(outDir);
  console.log(`Compile hints: ${hinted} of ${chunks} script chunks hinted`);
  const started = performance.now();
  const gzip = await precompressExport(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Precompressed: ${gzip.files} build files, ${kib(gzip.bytes)} to ${kib(gzip.gzipBytes)} KiB gzip in ${seconds} s`);
  const { count, size } = await buildServiceWorker(outDir);
  console.log(`Service worker: ${count} files precached (${kib(size)} KiB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
