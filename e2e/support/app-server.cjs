// Runs the built application the way `npm start` does (embedded database, API, shell and remotes
// served from dist/) on free ports, for the browser tests.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort, startFerretDb } = require('../../tools/db/ferretdb.cjs');

const root = path.resolve(__dirname, '../..');
const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become healthy:\n${output()}`);
}

/**
 * @param {{ staticDir?: string, env?: Record<string, string>, mongoUri?: string, port?: number }} options
 *   mongoUri: a database the caller runs (and may stop and restart); otherwise one is started here.
 */
async function startAppServer({ staticDir = path.join(root, 'dist'), env = {}, mongoUri, port: wantedPort } = {}) {
  const main = path.join(root, 'dist/backend/backend/src/main.js');
  if (!existsSync(main)) throw new Error('dist/backend is missing: build first (nx run e2e:e2e builds it)');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-browser-e2e-'));
  const externalUri = mongoUri ?? process.env.MONGODB_URI;
  const db = externalUri ? null : await startFerretDb({ dataDir: path.join(dataDir, 'db') });
  const port = wantedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: externalUri ?? `${db.uri}browser_e2e_${port}`,
      JWT_SECRET: 'browser-e2e-secret-that-is-long-enough-123',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      COOKIE_SECURE: 'false',
      // The suite signs the same demo admin in from many specs; the sign-in limits have their own API tests.
      LOGIN_LIMIT_PER_IP: '10000',
      LOGIN_LIMIT_PER_PHONE: '10000',
      STATIC_DIR: staticDir,
      SHUTDOWN_DRAIN_MS: '0',
      // Scheduled backups (and the fuzzer's "Back up now") land beside the throwaway database.
      BACKUP_DIR: path.join(dataDir, 'backups'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await waitForHealth(url, child, () => log);
  return {
    url,
    log: () => log,
    /** Resolves with the exit code (or signal) once the process ends. */
    exited,
    kill: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (db) await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startAppServer, startFerretDb, freePort, ADMIN, root };
