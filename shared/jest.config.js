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
  clearMocks: true,
  restoreMocks: true,
};
