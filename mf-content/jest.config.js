const path = require('node:path');

// The apps' preset, plus the jsdom gaps React Router and antd-mobile need filled.
module.exports = {
  ...require('../scripts/jest/app-preset.cjs')(__dirname),
  setupFiles: [path.join(__dirname, '../shared/src/standalone/testing/jest-setup.ts')],
};
