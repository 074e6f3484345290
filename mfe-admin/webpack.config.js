const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-admin',
  federationName: 'mfe_admin',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 4202,
});
