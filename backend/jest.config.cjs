module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'backend',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
