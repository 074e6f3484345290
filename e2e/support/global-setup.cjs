const { startAppServer } = require('./app-server.cjs');

module.exports = async () => {
  const server = await startAppServer();
  globalThis.__APP_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
};
