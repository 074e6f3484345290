const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-client',
  federationName: 'mfe_client',
  exposes: { './routes': './src/routes.tsx' },
  // Today: remoteEntry.js 26.8 kB, largest chunk (antd's table, form and pickers) 157.4 kB.
  budgets: { entry: 30_000, chunk: 170_000 },
  devPort: 4201,
});
