// `npm run start:cluster`: the production shape on one machine. Builds what changed (as npm start
// does), then starts the embedded database, Redis, three backend instances and HAProxy, which
// serves everything at PORT (default 3000). Ctrl-C stops them all.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { missingPackages, startCluster } = require('../cluster/cluster.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');

const missing = missingPackages();
if (missing.length) {
  console.error(`start:cluster needs ${missing.join(' and ')} from Debian. Run, as root:\n  apt-get update && apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

function sessionSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  // The same secret as npm start's, so a session outlives a switch between the two.
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

if (!process.argv.includes('--no-build')) {
  console.log('[cluster] building backend and frontends (cached when unchanged) ...');
  const build = spawnSync('npm', ['run', 'build:app'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const cluster = await startCluster({
  port,
  dataDir,
  mongoUri: process.env.MONGODB_URI,
  echo: true,
  env: {
    ADMIN_PHONE: '9999999999',
    ADMIN_PASSWORD: 'admin12345',
    ADMIN_NAME: 'Dr. Asha Rao',
    LOG_FORMAT: 'pretty',
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !['PORT', 'HOST', 'npm_lifecycle_event'].includes(key))),
    CLUSTER_BIND: process.env.HOST ?? '0.0.0.0',
    DB_PORT: process.env.DB_PORT ?? '27017',
    JWT_SECRET: sessionSecret(),
  },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`[cluster] HAProxy on http://localhost:${port} in front of ${cluster.instances.map((i) => i.port).join(', ')}; Redis on ${cluster.redis.port}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
