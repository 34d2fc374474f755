import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * What builds and runs write inside the project, never a test's module: the Next build, the export, the local
 * stack's data and CI's fresh temporary folder. Out of jest's file map, which reads every package.json it lists:
 * a build beside the suite (npm test's production-build check) replaces .next/ while the map is made.
 */
const NOT_MODULES = ['<rootDir>/.next/', '<rootDir>/out/', '<rootDir>/.data/', '<rootDir>/.ci/'];

// PGlite loads Node built-ins with import(), which jest's module sandbox refuses without
// --experimental-vm-modules; compiled like our own code (its .cjs build too), those become require().
async function serverProject(displayName, settings = {}) {
  const config = await createJestConfig({
    displayName,
    testEnvironment: 'node',
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    testMatch: ['<rootDir>/server/**/*.test.ts'],
    modulePathIgnorePatterns: NOT_MODULES,
    ...settings,
  })();
  const [, swcTransform] = Object.entries(config.transform)[0];
  return {
    ...config,
    transform: { ...config.transform, '^.+\\.cjs$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  };
}

// The server suite once more on a real PostgreSQL the run starts and stops itself, each file on a database of
// its own. Left out: the files that test PGlite itself or use no database, and the RPC proxy's, whose only use
// of one is its rate limit (tested on both in http/rate-limiter.test.ts).
const serverOnPostgres = () =>
  serverProject('server-postgres', {
    globalSetup: '<rootDir>/server/test-support/postgres-global-setup.ts',
    globalTeardown: '<rootDir>/server/test-support/postgres-global-teardown.ts',
    setupFiles: ['<rootDir>/server/test-support/use-postgres.ts'],
    testPathIgnorePatterns: [
      '/node_modules/',
      '<rootDir>/server/db/client.test.ts',
      '<rootDir>/server/start.test.ts',
      '<rootDir>/server/http/client-ip.test.ts',
      '<rootDir>/server/http/envelope.test.ts',
      '<rootDir>/server/http/request-queue.test.ts',
      '<rootDir>/server/metadata/token-cache.test.ts',
      '<rootDir>/server/openapi/api-types.test.ts',
      '<rootDir>/server/routes/rpc-proxy.test.ts',
      '<rootDir>/server/services/read-cache.test.ts',
      '<rootDir>/server/static/static-site.test.ts',
    ],
  });

// Four projects: the browser-side code under jsdom, the scripts (and the e2e suite's own helpers) under node, and the reference server under node
// on PGlite and on PostgreSQL (files named *.postgres.test.ts test what only PostgreSQL has: several instances
// on one database). `npm run test:unit` runs the first three, `npm run test:postgres` the last; `jest` all four.
const jestConfig = async () => ({
  // Server files migrate or copy a database and start anvil in their hooks: seconds on a busy machine.
  testTimeout: 30_000,
  // One worker a core: the suite runs alone in its stage of `npm test`, and its hooks (a database copied, anvil
  // started) hold their time limits only while a worker is not waiting for a core.
  maxWorkers: availableParallelism(),
  projects: [
    {
      ...(await createJestConfig({
        displayName: 'app',
        testEnvironment: 'jsdom',
        setupFiles: ['<rootDir>/jest.setup.ts'],
        setupFilesAfterEnv: ['@testing-library/jest-dom'],
        moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
        testMatch: ['<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}'],
        modulePathIgnorePatterns: NOT_MODULES,
      })()),
      // next-intl and the ICU formatter under it ship ES modules only: compiled, a test can speak a catalogue.
      transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs)/)'],
    },
    await serverProject('server', {
      globalSetup: '<rootDir>/server/test-support/jest-global-setup.ts',
      globalTeardown: '<rootDir>/server/test-support/jest-global-teardown.ts',
      testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.test\\.ts$'],
    }),
    await serverOnPostgres(),
    // Compiled as the server's are: a script's test may run the reference server in-process on PGlite.
    await serverProject('scripts', {
      globalSetup: '<rootDir>/server/test-support/jest-global-setup.ts',
      globalTeardown: '<rootDir>/server/test-support/jest-global-teardown.ts',
      testMatch: ['<rootDir>/{scripts,e2e}/**/*.test.ts'],
    }),
  ],
});

export default jestConfig;
