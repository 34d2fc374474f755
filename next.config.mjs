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

export default nextConfig;
