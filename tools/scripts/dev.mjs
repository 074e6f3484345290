// `npm run dev`: the whole application with rebuild-on-change. Frontends rebuild in development mode
// (reload the page to see a change), the backend recompiles and restarts itself.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require('../db/embedded.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [];

function start(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  children.push(child);
  return child;
}

const env = {
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  ADMIN_PHONE: process.env.ADMIN_PHONE ?? '9999999999',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin12345',
  ADMIN_NAME: process.env.ADMIN_NAME ?? 'Dr. Asha Rao',
  JWT_SECRET: process.env.JWT_SECRET ?? 'development-only-secret-not-for-production-use',
  STATIC_DIR: path.join(root, 'dist'),
  SHUTDOWN_DRAIN_MS: '0',
};

let db;
if (!process.env.MONGODB_URI) {
  const port = Number(process.env.DB_PORT ?? 27017);
  db = await startEmbeddedDatabase({ port, dataDir: path.resolve(root, process.env.DATA_DIR ?? 'data'), log: (line) => console.log(`[db] ${line}`) });
  env.MONGODB_URI = `${db.uri}clinic`;
}

const swcArgs = ['backend/src', 'libs/contracts/src', '-d', 'dist/backend', '--config-file', 'backend/.swcrc', '--ignore', '**/*.spec.ts'];
spawnSync(bin('swc'), swcArgs, { cwd: root, stdio: 'inherit' });
start('swc', bin('swc'), [...swcArgs, '--watch']);
start('api', process.execPath, ['--watch', 'dist/backend/backend/src/main.js'], env);
db?.indexWhenServing(`http://127.0.0.1:${env.PORT}/api/health`, { dbName: 'clinic', log: (line) => console.log(`[db] ${line}`) });
start(
  'web',
  bin('webpack'),
  ['--mode', 'development', '--watch', ...['shell', 'mfe-client', 'mfe-admin', 'mfe-messaging'].flatMap((p) => ['--config', `${p}/webpack.config.js`])],
);

const stop = async () => {
  children.forEach((c) => c.kill('SIGTERM'));
  await db?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
