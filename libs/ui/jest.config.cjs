module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
