import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.data/**',
      'contracts/out/**',
      'contracts/cache/**',
      'contracts/out-tests/**',
      'contracts/cache-tests/**',
      'test-results/**',
      'playwright-report/**',
      'playwright-report-fork/**',
      '.ci/fresh/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
