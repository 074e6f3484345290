// Starts, on one machine, what production runs on several: the embedded database, Redis, three
// backend instances and HAProxy in front of them. Used by `npm run start:cluster` and by the
// cluster tests, which kill and restart its parts.
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync } = require('node:fs');
const path = require('node:path');
const { freePort, startFerretDb } = require('../db/ferretdb.cjs');

const root = path.resolve(__dirname, '../..');
const MAIN = path.join(root, 'dist/backend/backend/src/main.js');
const INSTANCES = 3;

function onPath(tool) {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

/** What the cluster needs from Debian and is not installed, with the command that installs it. */
function missingPackages() {
  const missing = [];
  if (!onPath('redis-server')) missing.push('redis-server');
  if (!onPath('haproxy')) missing.push('haproxy');
  return missing;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process whose output is kept (and echoed with a prefix when asked). */
function run(name, command, args, { env, echo }) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const take = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
    if (echo) for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

async function healthy(url) {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
  return res.status === 200;
}

/**
 * @param {{ port?: number, dataDir: string, mongoUri?: string, env?: Record<string, string>,
 *           echo?: boolean, checkMs?: number }} options
 */
async function startCluster({ port, dataDir, mongoUri, env = {}, echo = false, checkMs = 500 }) {
  const missing = missingPackages();
  if (missing.length) {
    throw new Error(`The cluster needs Debian packages that are not installed. Run, as root:\n  apt-get update && apt-get install -y ${missing.join(' ')}`);
  }
  if (!existsSync(MAIN)) throw new Error('dist/backend is missing: build first (npx nx run backend:build)');
  mkdirSync(dataDir, { recursive: true });
  const stoppers = [];

  try {
    let db = null;
    if (!mongoUri) {
      db = await startFerretDb({ port: env.DB_PORT ? Number(env.DB_PORT) : undefined, dataDir: path.join(dataDir, 'ferretdb'), quiet: true });
      stoppers.push(() => db.stop());
      mongoUri = `${db.uri}clinic`;
    }

    const redisPort = env.REDIS_PORT ? Number(env.REDIS_PORT) : await freePort();
    const redisDir = path.join(dataDir, 'redis');
    mkdirSync(redisDir, { recursive: true });
    const redis = {
      port: redisPort,
      url: `redis://127.0.0.1:${redisPort}`,
      proc: null,
      async start() {
        // Nothing in Redis must outlive a restart (events in flight, counters, locks): no persistence.
        this.proc = run('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], { echo });
        await waitFor(async () => this.proc.output().includes('Ready to accept connections'), 'redis-server', 10_000);
      },
      async kill(signal = 'SIGKILL') {
        if (!this.proc || this.proc.child.exitCode !== null || this.proc.child.signalCode) return;
        this.proc.child.kill(signal);
        await this.proc.exited;
      },
    };
    await redis.start();
    stoppers.push(() => redis.kill('SIGTERM'));

    const appPorts = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const instances = appPorts.map((appPort, i) => ({
      name: `app${i + 1}`,
      port: appPort,
      url: `http://127.0.0.1:${appPort}`,
      proc: null,
      async start() {
        this.proc = run(this.name, process.execPath, [MAIN], {
          echo,
          env: {
            NODE_ENV: 'production',
            COOKIE_SECURE: 'false',
            STATIC_DIR: path.join(root, 'dist'),
            SHUTDOWN_DRAIN_MS: String(checkMs * 5),
            ...env,
            PORT: String(appPort),
            HOST: '127.0.0.1',
            MONGODB_URI: mongoUri,
            REDIS_URL: redis.url,
            // HAProxy is the one proxy in front: the client address and X-Request-Id come from it.
            TRUST_PROXY_HOPS: '1',
          },
        });
        const proc = this.proc;
        await waitFor(async () => {
          if (proc.child.exitCode !== null) throw new Error(`${this.name} exited:\n${proc.output()}`);
          return healthy(this.url);
        }, this.name);
      },
      async stop(signal = 'SIGTERM') {
        const proc = this.proc;
        if (!proc || proc.child.exitCode !== null || proc.child.signalCode) return null;
        proc.child.kill(signal);
        return proc.exited;
      },
    }));
    // The first instance creates the admin and the indexes; the others then start side by side.
    await instances[0].start();
    stoppers.push(...instances.map((instance) => () => instance.stop()));
    await Promise.all(instances.slice(1).map((instance) => instance.start()));

    const lbPort = port ?? (await freePort());
    const haproxy = run('haproxy', 'haproxy', ['-db', '-f', path.join(__dirname, 'haproxy.cfg')], {
      echo,
      env: {
        CLUSTER_BIND: env.CLUSTER_BIND ?? '127.0.0.1',
        CLUSTER_PORT: String(lbPort),
        CLUSTER_CHECK_MS: String(checkMs),
        CLUSTER_APP1_PORT: String(appPorts[0]),
        CLUSTER_APP2_PORT: String(appPorts[1]),
        CLUSTER_APP3_PORT: String(appPorts[2]),
      },
    });
    stoppers.push(async () => {
      if (haproxy.child.exitCode === null) {
        haproxy.child.kill('SIGTERM');
        await haproxy.exited;
      }
    });
    const url = `http://127.0.0.1:${lbPort}`;
    await waitFor(async () => {
      if (haproxy.child.exitCode !== null) throw new Error(`haproxy exited:\n${haproxy.output()}`);
      return healthy(url);
    }, 'haproxy');

    return {
      url,
      mongoUri,
      redis,
      instances,
      checkMs,
      async stop() {
        for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}

module.exports = { startCluster, missingPackages, MAIN };
