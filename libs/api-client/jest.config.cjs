module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api-client',
  rootDir: __dirname,
  // jsdom gives the client a page origin to resolve its paths against.
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
