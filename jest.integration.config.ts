import { createJestConfig, INTEGRATION, shared } from './jest.config';

// `npm run test:integration`: the suites that build or run commands in copies of the project, in Node.
export default createJestConfig({ ...shared, testEnvironment: 'node', roots: [INTEGRATION] });
