// V8's explicit compile hint (Chrome 136 and later): a script that begins with this comment has every function
// compiled eagerly, on the thread that streams the script in, instead of lazily on the main thread at its first
// call. Every Next.js chunk is fetched only to run, and a module factory that was compiled lazily took most of
// a page's start-up task: on /nft, 270 of its 376 ms at Lighthouse's fourfold CPU slowdown. Other engines read
// the line as a comment.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Where Next.js writes the scripts of a static export, relative to the export's folder. */
const CHUNKS_DIR = path.join('_next', 'static', 'chunks');

/** Every script chunk of the export in `outDir`, nested ones included. */
export function scriptChunks(outDir: string): string[] {
  const chunksDir = path.join(outDir, CHUNKS_DIR);
  return readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(chunksDir, file));
}

/** Puts the hint at the top of every script chunk of the export in `outDir`; a chunk that has it is left alone. */
export function addCompileHints(outDir: string): { chunks: number; hinted: number } {
  const chunks = scriptChunks(outDir);
  let hinted = 0;
  for (const file of chunks) {
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    hinted += 1;
  }
  return { chunks: chunks.length, hinted };
}
