const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-admin',
  federationName: 'mfe_admin',
  exposes: { './routes': './src/routes.tsx' },
  // Today: remoteEntry.js 10.8 kB (the federation runtime core is the shell's), largest chunk (the
  // charts, with recharts) 114.8 kB.
  budgets: { entry: 13_000, chunk: 127_000 },
  catalogue: 'admin',
  devPort: 4202,
});
