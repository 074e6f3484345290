const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'shell',
  federationName: 'shell',
  isHost: true,
  // Today: main.js 26.8 kB, largest chunk (React DOM with antd's core) 65.0 kB.
  budgets: { entry: 30_000, chunk: 72_000 },
});
