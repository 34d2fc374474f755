const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// Two projects: the browser-side code under jsdom, the reference server under node.
module.exports = async () => ({
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
  ],
});
