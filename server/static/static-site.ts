import { stat, readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { Context, Handler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { CompressibleBody, precompressedAnswer } from '../http/response-headers';

/** Hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated on each visit (cheap with the ETag). */
const REVALIDATE = 'no-cache';
/** Where the build keeps a file's gzip form (scripts/build/precompress.ts): `<file>.gz`. */
export const PRECOMPRESSED_SUFFIX = '.gz';
/** hono/compress leaves smaller answers as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Where a static export keeps its build files, named by their content: immutable, each compressed once. */
export const BUILD_FILES_DIR = '_next';

/** Whether a build file of this name and size is sent compressed: what the build compresses ahead (scripts/build/precompress.ts). */
export function sentCompressed(file: string, size: number): boolean {
  const type = getMimeType(file);
  return size >= COMPRESSION_THRESHOLD_BYTES && type !== undefined && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
}

/**
 * The build's immutable files, each read and compressed once, by path: the middleware would compress a script
 * again for every visitor whose cache lacks it. It holds at most the build's own files, whatever is asked.
 */
type ImmutableBodies = Map<string, { etag: string; body: CompressibleBody }>;

interface FoundFile {
  absolutePath: string;
  size: number;
  modifiedMs: number;
}

async function regularFile(absolutePath: string): Promise<FoundFile | null> {
  try {
    const info = await stat(absolutePath);
    return info.isFile() ? { absolutePath, size: info.size, modifiedMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside `root`, or null; never a file outside `root`. */
async function resolveFile(root: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  const target = path.resolve(root, `.${trimmed}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  // Next's export writes `/home/inforList` as `home/inforList.html`.
  for (const candidate of [target, `${target}.html`, path.join(target, 'index.html')]) {
    const found = await regularFile(candidate);
    if (found) return found;
  }
  return null;
}

/**
 * A build file, with the gzip form the build made of it where that holds exactly this content: a copy left
 * from another build, or cut short, is not sent, and the file is compressed here instead.
 */
async function buildFileBody(absolutePath: string): Promise<CompressibleBody> {
  const content = new Uint8Array(await readFile(absolutePath));
  const gzip = await readFile(absolutePath + PRECOMPRESSED_SUFFIX).catch(() => null);
  return gzip && gzipHolds(gzip, content) ? new CompressibleBody(content, { gzip: new Uint8Array(gzip) }) : new CompressibleBody(content);
}

function gzipHolds(gzip: Uint8Array, content: Uint8Array): boolean {
  try {
    return Buffer.from(content).equals(gunzipSync(gzip));
  } catch {
    return false;
  }
}

async function sendFile(
  c: Context,
  file: FoundFile,
  status: 200 | 404,
  cacheControl: string,
  immutableBodies?: ImmutableBodies,
): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': getMimeType(file.absolutePath) ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'last-modified': new Date(file.modifiedMs).toUTCString(),
  };
  if (status === 200 && c.req.header('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  if (immutableBodies && sentCompressed(file.absolutePath, file.size)) {
    let kept = immutableBodies.get(file.absolutePath);
    if (kept?.etag !== etag) {
      kept = { etag, body: await buildFileBody(file.absolutePath) };
      immutableBodies.set(file.absolutePath, kept);
    }
    return precompressedAnswer(c, kept.body, status, headers);
  }
  return new Response(new Uint8Array(await readFile(file.absolutePath)), { status, headers });
}

/**
 * Serves the static export in `staticDir`: `/` goes to `/home`, a route is its `.html` file,
 * anything else is `404.html` with status 404.
 */
export function serveStaticSite(staticDir: string): Handler {
  const root = path.resolve(staticDir);
  /** The build's content-hashed files: immutable by where the file is, not by how the path was spelt (`/_next/..%2fhome`). */
  const hashedFiles = `${path.join(root, BUILD_FILES_DIR)}${path.sep}`;
  const immutableBodies: ImmutableBodies = new Map();
  return async (c) => {
    const urlPath = c.req.path;
    if (urlPath === '/') return c.redirect('/home', 302);

    const file = await resolveFile(root, urlPath);
    if (file) {
      const hashed = file.absolutePath.startsWith(hashedFiles);
      return hashed ? sendFile(c, file, 200, IMMUTABLE, immutableBodies) : sendFile(c, file, 200, REVALIDATE);
    }

    const notFoundPage = await regularFile(path.join(root, '404.html'));
    if (notFoundPage) return sendFile(c, notFoundPage, 404, REVALIDATE);
    return c.text('Not Found', 404);
  };
}
