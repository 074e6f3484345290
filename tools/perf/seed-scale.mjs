// `npm run seed:scale`: builds the backend, starts the benchmark database (tools/perf/perf-db.cjs),
// fills it through the app's models (backend/src/seed/seed-scale.ts), then adds the PostgreSQL
// indexes FerretDB needs to use an index at all (see perf-db.cjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
};

run('npx', ['nx', 'run', 'backend:build', '--outputStyle=static'], { NX_DAEMON: 'false' });
const db = await startPerfDatabase();
try {
  const started = Date.now();
  run(process.execPath, [path.join(root, 'dist/backend/backend/src/seed/seed-scale.js')], {
    MONGODB_URI: `${db.uri}${db.dbName}`,
    JWT_SECRET: 'seed-does-not-sign-sessions-0000000000',
    ADMIN_PHONE: '9999999999',
    ADMIN_PASSWORD: 'admin12345',
    ADMIN_NAME: 'Dr. Asha Rao',
  });
  if (db.mirrorIndexes) {
    const indexed = Date.now();
    for (const line of await db.mirrorIndexes()) console.log(`[seed:scale] index   ${line}`);
    console.log(`[seed:scale] PostgreSQL indexes in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
  }
  console.log(`[seed:scale] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await db.stop();
}
