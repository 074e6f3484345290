// `npm start`: builds what changed (Nx caches the rest), starts the embedded database (FerretDB over
// PostgreSQL from npm, tools/db/embedded.cjs) unless MONGODB_URI points at one, and serves the whole
// application at one URL. Ctrl-C stops the app, then FerretDB, then PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require('../db/embedded.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const skipBuild = process.argv.includes('--no-build');

/** Local defaults; every one of them can be overridden from the environment (see README). */
const LOCAL_DEFAULTS = {
  NODE_ENV: 'production',
  PORT: '3000',
  ADMIN_PHONE: '9999999999',
  ADMIN_PASSWORD: 'admin12345',
  ADMIN_NAME: 'Dr. Asha Rao',
  CLINIC_TIMEZONE: 'Asia/Kolkata',
  // Served over plain http on localhost; set COOKIE_SECURE=true behind HTTPS.
  COOKIE_SECURE: 'false',
  STATIC_DIR: path.join(root, 'dist'),
  // No load balancer on a single machine to drain from: stop at once.
  SHUTDOWN_DRAIN_MS: '0',
};

function sessionSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  // Generated once per machine and kept with the data, so sessions survive restarts.
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

function build() {
  console.log('[start] building backend and frontends (cached when unchanged) ...');
  // The same build the Docker image runs.
  const result = spawnSync('npm', ['run', 'build:app'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let db;
let app;
let stopping = false;
/** Ctrl-C / SIGTERM: the app first (it drains), then the database (on the app's exit, below). */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (app) return void app.kill(signal);
  // Still starting: nothing of the app to stop, only what has started of the database.
  Promise.resolve(db?.stop()).finally(() => process.exit(130));
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

async function main() {
  if (!skipBuild) build();

  const env = { ...LOCAL_DEFAULTS, ...process.env };
  if (!env.MONGODB_URI) {
    const port = Number(process.env.DB_PORT ?? 27017);
    db = await startEmbeddedDatabase({ port, dataDir, log: (line) => console.log(`[start] ${line}`) });
    env.MONGODB_URI = `${db.uri}clinic`;
    const where = path.relative(root, dataDir) || '.';
    console.log(`[start] embedded database: FerretDB on ${db.uri} over PostgreSQL (port ${db.postgres.port}, data in ${where}/postgres)`);
    // Ctrl-C while the database was starting: stop it now that it has.
    if (stopping) return void (await db.stop(), process.exit(130));
  }
  env.JWT_SECRET = sessionSecret();

  app = spawn(process.execPath, [path.join(root, 'dist/backend/backend/src/main.js')], { cwd: root, env, stdio: 'inherit' });
  if (db) db.indexWhenServing(`http://127.0.0.1:${env.PORT}/api/health`, { dbName: 'clinic', stillRunning: () => app.exitCode === null, log: (line) => console.log(`[start] ${line}`) });
  app.on('exit', async (code) => {
    if (db) await db.stop();
    process.exit(code ?? 0);
  });
}

main().catch(async (error) => {
  console.error(error);
  await db?.stop();
  process.exit(1);
});
