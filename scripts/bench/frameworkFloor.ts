// (1) The floor under every route's JavaScript: the project's own Next.js builds an app-router page that
// renders one paragraph, with the same static export, chunking and compile hints, and the scripts its HTML names
// are what any page of this framework downloads before a line of the app's code. Compressed as the reference
// server sends a build's scripts (the build's own gzip forms, scripts/build/precompress.ts), not served: a script
// is its bytes.
// (2) The same page served gzip-compressed on a loopback port, for Lighthouse: what any page of this framework
// scores on this host, before a line of the app's code.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { PRECOMPRESSED_SUFFIX } from '../../server/static/static-site';
import { closeHttpServer, listen } from '../../server/start';
import { addCompileHints } from '../build/compile-hints';
import { precompressExport } from '../build/precompress';
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

/** The floor's build, kept until it is removed: its figures and the static export they were read from. */
export interface FrameworkFloorBuild {
  floor: FrameworkFloor;
  outDir: string;
  remove(): void;
}

export async function buildFrameworkFloor(): Promise<FrameworkFloorBuild> {
  const remove = () => rmSync(FLOOR_DIR, { recursive: true, force: true });
  remove();
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  try {
    await runToCompletion(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], 'the framework floor build', {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
    });
    const outDir = path.join(FLOOR_DIR, 'out');
    addCompileHints(outDir);
    await precompressExport(outDir);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const sources = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!))];
    // What the server sends of each: its gzip form, or the script itself where it is too small to be compressed.
    const sentBytes = (file: string) => statSync(existsSync(file + PRECOMPRESSED_SUFFIX) ? file + PRECOMPRESSED_SUFFIX : file).size;
    const gzipBytes = sources.reduce((sum, source) => sum + sentBytes(path.join(outDir, source)), 0);
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string };
    return { floor: { next: version, scripts: sources.length, gzipBytes }, outDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export async function measureFrameworkFloor(): Promise<FrameworkFloor> {
  const build = await buildFrameworkFloor();
  build.remove();
  return build.floor;
}

export interface ServedFloor {
  /** The origin it is served at; the page is its root. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the floor's export on a free loopback port, compressed as the reference server's answers are: the build's
 * own gzip forms of its scripts, and Hono's own middleware for the page.
 */
export async function serveFrameworkFloor(outDir: string): Promise<ServedFloor> {
  const app = new Hono();
  app.use(compress());
  app.use(serveStatic({ root: outDir, precompressed: true }));
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => closeHttpServer(server) };
}
