const { rmSync } = require('node:fs');

module.exports = async () => {
  if (globalThis.__E2E_DB__) await globalThis.__E2E_DB__.stop();
  if (globalThis.__E2E_DB_DIR__) rmSync(globalThis.__E2E_DB_DIR__, { recursive: true, force: true });
};
