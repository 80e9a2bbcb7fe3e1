module.exports = require('../scripts/jest/app-preset.cjs')(__dirname);
