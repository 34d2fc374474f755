// (1) The floor under every route's JavaScript: the project's own Next.js builds an app-router page that
// renders one paragraph, with the same static export, chunking and compile hints, and the scripts its HTML names
// are what any page of this framework downloads before a line of the app's code. Compressed as the reference
// server sends them (gzip at zlib's default level, which hono/compress's CompressionStream uses), not served: a
// script is its bytes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addCompileHints } from '../build/compile-hints';
import { NEXT_BIN, ROOT, runToCompletion } from '../stack';

export interface FrameworkFloor {
  next: string;
  scripts: number;
  gzipBytes: number;
}

/** Inside the project, so the build resolves the project's node_modules; .data is never committed. */
const FLOOR_DIR = path.join(ROOT, '.data', 'bench-framework-floor');

const FILES: Record<string, string> = {
  'package.json': '{ "private": true }\n',
  // The app's own chunking, so the floor splits the framework as the app's build does.
  'next.config.mjs':
    "import { turbopackChunking } from '../../next.config.mjs';\nexport default { output: 'export', experimental: { turbopackChunking } };\n",
  'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.jsx': 'export default function Page() {\n  return <p>Hello</p>;\n}\n',
};

/** Module scripts only: the `noModule` polyfills are never fetched by the browsers the app supports. */
const MODULE_SCRIPT = /<script(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+\.js)"/g;

export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  try {
    await runToCompletion(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], 'the framework floor build', {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
    });
    const out = path.join(FLOOR_DIR, 'out');
    addCompileHints(out);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const sources = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!))];
    const gzipBytes = sources.reduce((sum, source) => sum + gzipSync(readFileSync(path.join(out, source))).length, 0);
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string };
    return { next: version, scripts: sources.length, gzipBytes };
  } finally {
    rmSync(FLOOR_DIR, { recursive: true, force: true });
  }
}
