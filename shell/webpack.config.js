const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ project: 'shell', federationName: 'shell', isHost: true });
