// Starts FerretDB (built from tools/ferretdb): over SQLite files for the test suites, over
// PostgreSQL for `npm start` (tools/db/embedded.cjs). Production uses MongoDB through MONGODB_URI.
const { spawn, spawnSync } = require('node:child_process');
const { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const SOURCE_DIR = path.resolve(__dirname, '../ferretdb');
// Named for what it holds (both storage backends, FerretDB's lifetime tracking left out), so an
// older build is not reused.
const BINARY = path.join(SOURCE_DIR, 'bin', 'ferretdb-sqlite-pg-untracked');
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/** Files of FerretDB's module replaced at build time (each one says why), by their path in it. */
const OVERLAY = { 'internal/util/resource/resource.go': path.join(SOURCE_DIR, 'overlay', 'resource.go') };

function go(args, options) {
  const result = spawnSync('go', args, { cwd: SOURCE_DIR, encoding: 'utf8', ...options });
  if (result.error || result.status !== 0) {
    throw new Error(`Could not build FerretDB in ${SOURCE_DIR} (go ${args.join(' ')}): ${result.error?.message ?? result.stderr ?? `go exited with ${result.status}`}. Is Go installed?`);
  }
  return result.stdout;
}

/**
 * Builds the binary once (about a minute; needs Go and the Go module proxy). Go does not let
 * `-overlay` replace files in its module cache, so FerretDB's module is copied next to the binary
 * with tools/ferretdb/overlay's files over its own, and built through a `replace` of it. Each
 * build works in a folder of its own and renames the binary into place, so two test runs starting
 * at once do not break each other's build.
 */
function ensureBuilt() {
  if (existsSync(BINARY)) return BINARY;
  console.log('[db] building FerretDB (tools/ferretdb) ...');
  const work = path.join(SOURCE_DIR, 'bin', `build-${process.pid}`);
  try {
    const { Dir } = JSON.parse(go(['mod', 'download', '-json', FERRETDB_MODULE]));
    const module = path.join(work, 'ferretdb');
    cpSync(Dir, module, { recursive: true });
    // The module cache's files are read-only.
    spawnSync('chmod', ['-R', 'u+w', work]);
    for (const [file, replacement] of Object.entries(OVERLAY)) copyFileSync(replacement, path.join(module, file));
    writeFileSync(path.join(work, 'go.mod'), `${readFileSync(path.join(SOURCE_DIR, 'go.mod'), 'utf8')}\nreplace ${FERRETDB_MODULE} => ${module}\n`);
    copyFileSync(path.join(SOURCE_DIR, 'go.sum'), path.join(work, 'go.sum'));
    const built = path.join(work, 'ferretdb.bin');
    go(['build', '-trimpath', '-modfile', path.join(work, 'go.mod'), '-o', built, '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    renameSync(built, BINARY);
  } finally {
    rmSync(work, { recursive: true, force: true });
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
