// The product-quality sweep alone (npm run test:quality): every route against the quality checks
// and axe, the chat and the brand test (issue 15). npm test runs these files with the rest of the
// browser suite.
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/src/quality-*.test.ts'],
  testTimeout: 600000,
};
