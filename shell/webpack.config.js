const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  project: 'shell',
  federationName: 'shell',
  isHost: true,
  // Today: main.js 149.4 kB (with the eager shared modules: React DOM, antd's style engine…: shared.cjs).
  budgets: { entry: 200_000, chunk: 40_000 },
});
