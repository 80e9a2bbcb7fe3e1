// The Jest setup of every frontend app (shell and remotes): jsdom, ts-jest on CommonJS, and the
// same stubs shared/ uses for antd-mobile's stylesheets and ES-only locales.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function appJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: { module: 'commonjs', moduleResolution: 'node10', jsx: 'react-jsx' } },
      ],
    },
    moduleNameMapper: {
      // A component's class names come back as their own names, so tests can find them.
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
    },
    // jsdom lacks what React Router 7 and antd-mobile use (TextEncoder, Request, ResizeObserver…).
    setupFiles: [
      path.join(__dirname, '..', '..', 'shared', 'src', 'standalone', 'testing', 'jest-setup.ts'),
    ],
    clearMocks: true,
    restoreMocks: true,
  };
};
