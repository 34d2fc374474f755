import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// PGlite loads Node built-ins with import(), which jest's module sandbox refuses without
// --experimental-vm-modules; compiled like our own code (its .cjs build too), those become require().
async function serverProject() {
  const config = await createJestConfig({
    displayName: 'server',
    testEnvironment: 'node',
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    testMatch: ['<rootDir>/{server,scripts}/**/*.test.ts'],
  })();
  const [, swcTransform] = Object.entries(config.transform)[0];
  return {
    ...config,
    transform: { ...config.transform, '^.+\\.cjs$': swcTransform },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  };
}

// Three projects: the browser-side code under jsdom, the reference server and the scripts under node.
const jestConfig = async () => ({
  // Server files migrate or copy a database and start anvil in their hooks: seconds on a busy machine.
  testTimeout: 30_000,
  projects: [
    {
      ...(await createJestConfig({
        displayName: 'app',
        testEnvironment: 'jsdom',
        setupFiles: ['<rootDir>/jest.setup.ts'],
        setupFilesAfterEnv: ['@testing-library/jest-dom'],
        moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
        testMatch: ['<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}'],
      })()),
    },
    await serverProject(),
    {
      ...(await createJestConfig({
        displayName: 'scripts',
        testEnvironment: 'node',
        moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
        testMatch: ['<rootDir>/scripts/**/*.test.ts'],
      })()),
    },
  ],
});

export default jestConfig;
