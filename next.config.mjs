import createNextIntlPlugin from 'next-intl/plugin';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // The Tailwind stylesheet is small (about 6 KB gzip): inlined, it no longer blocks the first paint.
  experimental: { inlineCss: true },
  // Inlined at build time so a build without the flag drops the test wallet entirely.
  env: { NEXT_PUBLIC_TEST_WALLET: process.env.NEXT_PUBLIC_TEST_WALLET === '1' ? '1' : '' },
};

// The catalogues are compiled at build time, so the browser formats messages without parsing ICU
// (no intl-messageformat in the bundle).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
