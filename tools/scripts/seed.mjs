// `npm run seed`: fills the database `npm start` uses with demo data. Uses MONGODB_URI if set; else
// the embedded database, whether `npm start` is running it right now or not.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require('../db/embedded.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dbPort = Number(process.env.DB_PORT ?? 27017);

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const run = (cmd, args, env) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['nx', 'run', 'backend:build', '--outputStyle=static'], { NX_DAEMON: 'false' });

let db;
let uri = process.env.MONGODB_URI;
if (!uri) {
  if (!(await listening(dbPort))) {
    db = await startEmbeddedDatabase({ port: dbPort, dataDir: path.resolve(root, process.env.DATA_DIR ?? 'data') });
  }
  uri = `mongodb://127.0.0.1:${dbPort}/clinic`;
}
try {
  run(process.execPath, [path.join(root, 'dist/backend/backend/src/seed/seed.js')], {
    MONGODB_URI: uri,
    // The seed signs nothing; any secret passes configuration checks.
    JWT_SECRET: process.env.JWT_SECRET ?? 'seed-does-not-sign-sessions-0000000000',
    ADMIN_PHONE: process.env.ADMIN_PHONE ?? '9999999999',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin12345',
    ADMIN_NAME: process.env.ADMIN_NAME ?? 'Dr. Asha Rao',
  });
  // The PostgreSQL indexes FerretDB needs (tools/db/embedded.cjs); `npm start` adds them otherwise.
  if (db) for (const line of await db.indexJsonb('clinic')) console.log(`[seed] PostgreSQL index ${line}`);
} finally {
  await db?.stop();
}
