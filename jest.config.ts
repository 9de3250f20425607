/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';

// next/jest wires SWC, CSS Modules and static-file mocks the same way the app build does.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{app,components,content,lib,scripts}/**/*.test.{ts,tsx}'],
  // The dev smoke test's preview copy (e2e/dev) holds a second package.json and copies of every test.
  modulePathIgnorePatterns: ['<rootDir>/.dev-preview/', '<rootDir>/.variant-build/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
