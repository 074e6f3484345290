module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
