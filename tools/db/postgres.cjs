// A throwaway PostgreSQL cluster (Debian's `postgresql` package) for FerretDB's PostgreSQL backend,
// which the benchmarks use: there FerretDB hands equality filters to PostgreSQL, where an index can
// answer them. Tests and `npm start` keep the SQLite backend and need none of this.
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/postgres'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** PostgreSQL refuses to run as root: run its commands as the `postgres` user the package creates. */
function asPostgres() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * Starts (creating on first use) a cluster in `dataDir` on `port`, trusting local connections.
 * Settings favour loading and reading a benchmark data set on a small machine over durability.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startPostgres({ dataDir, port, database = 'ferretdb' }) {
  const bin = postgresBin();
  const user = asPostgres();
  mkdirSync(dataDir, { recursive: true });
  if (user.uid !== undefined) {
    chownSync(dataDir, user.uid, user.gid);
    // The postgres user must be able to pass through the folders above (`data/` is owner-only once
    // a backup has created `data/backups`): allow traversal only, not listing.
    for (let dir = path.dirname(path.resolve(dataDir)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const mode = statSync(dir).mode & 0o777;
      if (!(mode & 0o001)) chmodSync(dir, mode | 0o001);
    }
  }
  chmodSync(dataDir, 0o700);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], { ...user, stdio: 'pipe' });
    writeFileSync(
      path.join(dataDir, 'postgresql.auto.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${os.tmpdir()}'`,
        'shared_buffers = 512MB',
        'work_mem = 16MB',
        'maintenance_work_mem = 256MB',
        'max_connections = 200',
        // A benchmark database: rebuilt by the seed, so a crash may lose it.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    if (user.uid !== undefined) chownSync(path.join(dataDir, 'postgresql.auto.conf'), user.uid, user.gid);
  }
  const child = spawn(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port)], { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with ${child.exitCode}:\n${output}`);
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const psql = (sql) => execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', sql]).toString();
  if (!psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`).trim()) psql(`CREATE DATABASE ${database}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql: (sql, db = database) =>
      execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-tAc', sql]).toString(),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGINT: PostgreSQL's "fast" shutdown.
        child.kill('SIGINT');
      }),
  };
}

module.exports = { startPostgres };
