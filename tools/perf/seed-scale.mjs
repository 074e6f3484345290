// `npm run seed:scale`: builds the backend, starts the benchmark database (tools/perf/perf-db.cjs),
// fills it through the app's models (backend/src/seed/seed-scale.ts), then adds the PostgreSQL
// indexes FerretDB needs to use an index at all (see perf-db.cjs).
// `npm run seed:clinic` (`--data clinic`): one clinic's size, same generators, into the engine
// `npm start` runs (FerretDB over embedded PostgreSQL) in data/clinic (DATA_DIR overrides), so
// `DATA_DIR=data/clinic npm start` serves it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, dataTarget, root } = require('./perf-db.cjs');

const data = dataTarget();

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
};

run('npx', ['nx', 'run', 'backend:build', '--outputStyle=static'], { NX_DAEMON: 'false' });
const db = await startPerfDatabase({ data });
console.log(`[seed:${data}] ${db.engine}${db.dataDir ? `, data in ${path.relative(root, db.dataDir)}` : ''}`);
try {
  const started = Date.now();
  run(process.execPath, [path.join(root, 'dist/backend/backend/src/seed/seed-scale.js')], {
    MONGODB_URI: `${db.uri}${db.dbName}`,
    SEED_SIZE: data,
    JWT_SECRET: 'seed-does-not-sign-sessions-0000000000',
    ADMIN_PHONE: '9999999999',
    ADMIN_PASSWORD: 'admin12345',
    ADMIN_NAME: 'Dr. Asha Rao',
  });
  if (db.mirrorIndexes) {
    const indexed = Date.now();
    for (const line of await db.mirrorIndexes()) console.log(`[seed:${data}] index   ${line}`);
    console.log(`[seed:${data}] PostgreSQL indexes in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
  }
  console.log(`[seed:${data}] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await db.stop();
}
