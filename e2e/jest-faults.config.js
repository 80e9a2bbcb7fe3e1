/**
 * The fault suite (`npm run test:faults` at the root): the composed app on ports of its own
 * (29000-29005, API 29100, a control port 29099 to take apps down and up) in headless Chromium.
 * Files run one after another (2 cores); remotes are taken down and brought back between tests.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/faults'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node10' } }],
  },
  globalSetup: '<rootDir>/faults/support/global-setup.ts',
  globalTeardown: '<rootDir>/faults/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 90000,
};
