// Starts a real database for the end-to-end suite unless MONGODB_URI points at one already.
const os = require('node:os');
const path = require('node:path');
const { mkdtempSync } = require('node:fs');
const { startFerretDb } = require('../../../tools/db/ferretdb.cjs');

module.exports = async () => {
  if (process.env.MONGODB_URI) return;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-db-'));
  const db = await startFerretDb({ dataDir });
  globalThis.__E2E_DB__ = db;
  globalThis.__E2E_DB_DIR__ = dataDir;
  // Test files run in workers forked after this point; they inherit the variable.
  process.env.MONGODB_URI = db.uri;
};
