const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-client',
  federationName: 'mfe_client',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 4201,
});
