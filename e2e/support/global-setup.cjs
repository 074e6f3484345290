const { startAppServer } = require('./app-server.cjs');

module.exports = async () => {
  const server = await startAppServer();
  globalThis.__APP_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  // One calendar day for the whole run: see clinic-dates.ts.
  process.env.E2E_CLINIC_DAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
};
