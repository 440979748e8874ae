import type { Config } from 'jest';
import nextJest from 'next/jest.js';

export const createJestConfig = nextJest({ dir: './' });

/** Suites that run commands (npm, next) in copies of the project: `npm run test:integration`. */
export const INTEGRATION = '<rootDir>/test/integration/';

export const shared: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Each test counts only the calls it made itself.
  clearMocks: true,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/.catalogue/'],
};

// `npm run test:unit`: everything but the integration suites, a loop of seconds.
export default createJestConfig({ ...shared, testPathIgnorePatterns: [...shared.testPathIgnorePatterns!, INTEGRATION] });
