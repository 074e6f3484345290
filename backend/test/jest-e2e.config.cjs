const path = require('node:path');

module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'backend-e2e',
  rootDir: path.resolve(__dirname, '..'),
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  testTimeout: 30_000,
};
