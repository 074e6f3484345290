// `npm run backup | restore | migrate`: runs the backup command line (backend/src/modules/backups/cli.ts)
// against MONGODB_URI if set, else the embedded database: the one `npm start` is running right now,
// or, when the app is stopped, the same data files opened just for this command.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require('../db/embedded.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dbPort = Number(process.env.DB_PORT ?? 27017);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const build = spawnSync('npx', ['nx', 'run', 'backend:build', '--outputStyle=static'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NX_DAEMON: 'false' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

let db;
let uri = process.env.MONGODB_URI;
if (!uri) {
  if (await listening(dbPort)) {
    if (process.argv[2] !== 'backup') console.log('[backup] the app (npm start) is running: stop it first unless you know nothing writes meanwhile.');
  } else {
    db = await startEmbeddedDatabase({ port: dbPort, dataDir });
  }
  uri = `mongodb://127.0.0.1:${dbPort}/clinic`;
}
let status = 1;
try {
  const result = spawnSync(process.execPath, [path.join(root, 'dist/backend/backend/src/modules/backups/cli.js'), ...process.argv.slice(2)], {
    // File names on the command line are relative to where `npm run` was typed.
    cwd: process.env.INIT_CWD || process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, MONGODB_URI: uri, BACKUP_DIR: process.env.BACKUP_DIR || path.join(dataDir, 'backups') },
  });
  status = result.status ?? 1;
  // A restore recreates collections: add back the PostgreSQL indexes FerretDB needs (embedded.cjs).
  if (db && status === 0 && process.argv[2] !== 'backup') for (const line of await db.indexJsonb('clinic')) console.log(`[${process.argv[2]}] PostgreSQL index ${line}`);
} finally {
  await db?.stop();
}
process.exit(status);
