// Starts FerretDB (built from tools/ferretdb): over SQLite files for the test suites, over
// PostgreSQL for `npm start` (tools/db/embedded.cjs). Production uses MongoDB through MONGODB_URI.
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const SOURCE_DIR = path.resolve(__dirname, '../ferretdb');
// Named for what it holds (both storage backends), so an older build of only one is not reused.
const BINARY = path.join(SOURCE_DIR, 'bin', 'ferretdb-sqlite-pg');

/** Builds the binary once (about a minute; needs Go and the Go module proxy). */
function ensureBuilt() {
  if (existsSync(BINARY)) return BINARY;
  console.log('[db] building FerretDB (tools/ferretdb) ...');
  const result = spawnSync('go', ['build', '-trimpath', '-o', BINARY, '.'], {
    cwd: SOURCE_DIR,
    stdio: 'inherit',
  });
  if (result.error || result.status !== 0) {
    throw new Error(`Could not build FerretDB in ${SOURCE_DIR}: ${result.error?.message ?? `go exited with ${result.status}`}. Is Go installed?`);
  }
  return BINARY;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts FerretDB and resolves once it accepts connections.
 * @param {{ port?: number, dataDir: string, quiet?: boolean, postgresUrl?: string, detached?: boolean }} options
 *   postgresUrl: store in PostgreSQL (tools/db/postgres.cjs) instead of SQLite files in dataDir.
 *   detached: its own process group, so a terminal's Ctrl-C reaches the app first and `stop()`
 *   then ends FerretDB after it.
 *   env: added to the environment FerretDB runs with (e.g. the Go garbage collector's GOGC).
 * @returns {Promise<{ uri: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
async function startFerretDb({ port, dataDir, quiet = true, postgresUrl, detached = false, env }) {
  const binary = ensureBuilt();
  mkdirSync(dataDir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const args = ['-listen', `127.0.0.1:${listenPort}`, '-data-dir', dataDir, ...(postgresUrl ? ['-postgresql-url', postgresUrl] : [])];
  const child = spawn(binary, args, {
    detached,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!quiet) process.stderr.write(chunk);
  };
  child.stderr.on('data', collect);

  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`FerretDB did not start within 20 s:\n${output}`)), 20_000);
    child.stdout.on('data', (chunk) => {
      collect(chunk);
      if (output.includes('ferretdb listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`FerretDB exited with code ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  // Detached, it would outlive a parent that exits without stop(): end it then too.
  const onExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  if (detached) process.once('exit', onExit);

  const stop = () =>
    new Promise((resolve) => {
      process.removeListener('exit', onExit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { uri: `mongodb://127.0.0.1:${listenPort}/`, port: listenPort, pid: child.pid, stop, process: child };
}

module.exports = { ensureBuilt, startFerretDb, freePort, BINARY };
