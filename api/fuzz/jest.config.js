/**
 * The bad-input and attack suite (`npm run test:fuzz` at the root): requests generated from
 * api/openapi.json against a real server over a temporary database. Separate from `npm test -w api`
 * because it sends tens of thousands of requests.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/fuzz'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/fuzz/tsconfig.json' }] },
  testTimeout: 180000,
  maxWorkers: 1,
};
