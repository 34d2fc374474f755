import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/**
 * Turbopack's chunker keeps at most one chunk under `minChunkSize` per page and merges the rest. At its default
 * (50 KB of code) a page's own code came in four to eight chunks of 2 to 11 KB gzip, each compressed on its own:
 * one chunk per page gzips 2.3 to 3 KB smaller on every route, in four to six fewer requests, while the service
 * worker's precache of the whole app grows 4 % (code several pages share is in each page's chunk).
 * The bench's framework floor (scripts/bench/frameworkFloor.ts) builds with the same setting.
 * @type {NonNullable<import('next').NextConfig['experimental']>['turbopackChunking']}
 */
export const turbopackChunking = { minChunkSize: 300_000 };

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  experimental: { turbopackChunking },
  // No `experimental.inlineCss`: it puts the stylesheet into every page three times (a <style> and twice in the
  // RSC data), 113 KB of HTML for /home instead of 23 KB, and Lighthouse's first paint came 0.1 s later than with
  // the 6 KB gzip stylesheet that the browser fetches once and caches for every route.
  // Inlined at build time so a build without the flag drops the test wallet entirely.
  env: {
    NEXT_PUBLIC_TEST_WALLET: process.env.NEXT_PUBLIC_TEST_WALLET === '1' ? '1' : '',
  },
  // The local stack's builds (npm start, the e2e suites) leave type checking to `npm run typecheck`, which
  // `npm test` runs first: Next's own check of the same files took 2.5 of a build's 5 minutes on a busy machine.
  typescript: { ignoreBuildErrors: process.env.STACK_BUILD === '1' },
};

// The catalogues are compiled at build time, so the browser formats messages without parsing ICU
// (no intl-messageformat in the bundle).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * `npm run dev` (scripts/dev.ts) runs `next dev` with DEV_API_ORIGIN, the reference server beside it: whatever
 * the dev server does not serve itself (the APIs, `/rpc`, token metadata) goes there, so the app reaches
 * everything on one origin as it does when the server serves the export. Without `output: 'export'`, which
 * would only warn that an export cannot rewrite: the build keeps it.
 */
function devServerConfig(apiOrigin) {
  return {
    ...nextConfig,
    output: undefined,
    rewrites: async () => ({ beforeFiles: [], afterFiles: [], fallback: [{ source: '/:path*', destination: `${apiOrigin}/:path*` }] }),
  };
}

export default function config(phase) {
  const apiOrigin = process.env.DEV_API_ORIGIN;
  return withNextIntl(phase === PHASE_DEVELOPMENT_SERVER && apiOrigin ? devServerConfig(apiOrigin) : nextConfig);
}
