const path = require('node:path');

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'browser-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/specs/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  testTimeout: 90_000,
};
