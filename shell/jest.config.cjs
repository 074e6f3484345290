module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/../tools/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts', '<rootDir>/src/i18n.ts', '<rootDir>/src/features/screens-i18n.ts'],
  // antd renders slowly under jsdom; a shared 2-core CI machine needs headroom.
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
