const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'mfe-messaging',
  federationName: 'mfe_messaging',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 4203,
});
