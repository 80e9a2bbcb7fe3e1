// The product-quality sweep: every route against the quality checks and axe, the chat and the
// brand test (issue 15), on the same composed app as the browser suite.
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/src/quality-*.test.ts'],
  testTimeout: 600000,
};
