// The package's tsconfig targets webpack (ESM + bundler resolution); Jest runs CommonJS, so
// ts-jest compiles with the same strict options but CommonJS modules and node resolution.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Merged over ./tsconfig.json (ts-jest reads it, then applies these overrides).
        tsconfig: { module: 'commonjs', moduleResolution: 'node10' },
      },
    ],
  },
  // The same jsdom gaps every app's preset fills (React Router 7, antd-mobile).
  setupFiles: ['<rootDir>/src/standalone/testing/jest-setup.ts'],
  moduleNameMapper: {
    // antd-mobile (shared/ui) requires its stylesheets, and ships locales only as ES modules
    // under es/ (webpack's entry); Jest loads the CommonJS twins under cjs/.
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/ui/testing/style-stub.cjs',
    '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
  },
  clearMocks: true,
  restoreMocks: true,
};
