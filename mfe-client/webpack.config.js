const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-client',
  federationName: 'mfe_client',
  exposes: { './routes': './src/routes.tsx' },
  // Today: remoteEntry.js 26.9 kB, largest chunk (the charts, with recharts) 114.8 kB.
  budgets: { entry: 30_000, chunk: 127_000 },
  devPort: 4201,
});
