const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-messaging',
  federationName: 'mfe_messaging',
  exposes: { './routes': './src/routes.tsx' },
  // Today: remoteEntry.js 26.5 kB, largest chunk 65.0 kB.
  budgets: { entry: 30_000, chunk: 72_000 },
  devPort: 4203,
});
