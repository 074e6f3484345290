const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-messaging',
  federationName: 'mfe_messaging',
  exposes: { './routes': './src/routes.tsx' },
  // Today: remoteEntry.js 26.4 kB, largest chunk 158.8 kB.
  budgets: { entry: 30_000, chunk: 170_000 },
  devPort: 4203,
});
