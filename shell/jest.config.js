const pages = require('../scripts/jest/app-preset.cjs')(__dirname);

// The app's code runs in jsdom; its Node server (server/) in Node.
module.exports = {
  projects: [
    { ...pages, displayName: 'app' },
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform: pages.transform,
      clearMocks: true,
      restoreMocks: true,
    },
  ],
};
