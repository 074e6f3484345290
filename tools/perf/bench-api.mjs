// `npm run bench:api`: the hot routes under load with autocannon, against the built app on the
// scale data (run `npm run seed:scale` once first), signed in as the seed's users; then, in the same
// run, the two hottest reads through a bare Fastify + MongoDB driver baseline on the same database.
// Prints requests per second, p50 and p99 latency and errors per route, and our/baseline ratios;
// writes tmp/reports/bench-api.json.
//   BENCH_SECONDS (10)  BENCH_CONNECTIONS (50; routes may set fewer)  BENCH_ONLY (a regex of route names)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');
const { LOGINS, hotRoutes } = require('./hot-routes.cjs');
const { startAppServer, freePort } = require('../../e2e/support/app-server.cjs');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const db = await startPerfDatabase();
const cleanups = [() => db.stop()];
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
};
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

try {
  const server = await startAppServer({
    mongoUri: `${db.uri}${db.dbName}`,
    env: { LOGIN_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_PHONE: '100000000', ADMIN_PHONE: '9999999999', ADMIN_PASSWORD: 'admin12345' },
  });
  cleanups.push(() => server.stop());
  const baselinePort = await freePort();
  const baseline = spawn(process.execPath, [path.join(root, 'tools/perf/baseline-server.mjs'), db.uri, db.dbName, String(baselinePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(async () => {
    baseline.kill('SIGTERM');
  });
  await new Promise((resolve) => baseline.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve()));
  const baselineUrl = `http://127.0.0.1:${baselinePort}`;

  const sessions = {};
  const who = {};
  for (const [role, login] of Object.entries(LOGINS)) {
    const res = await fetch(`${server.url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    if (!res.ok) throw new Error(`sign-in as ${role} failed (${res.status}): seed with npm run seed:scale first`);
    sessions[role] = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
    who[role] = await res.json();
  }

  const load = (url, { method = 'GET', body, cookie, conns = connections, duration = seconds }) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url,
          method,
          connections: conns,
          duration,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          // A slow route shows as high latency, not as errors: the figures say how slow.
          timeout: 60,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  const measure = async (url, options) => {
    // Let the previous route's queue drain, so one slow route does not bill the next: wait until
    // the database answers a health check quickly again.
    for (let quiet = 0; quiet < 3; ) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      quiet = performance.now() - started < 20 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 500));
    }
    await load(url, { ...options, duration: 2 }); // warm-up: JIT, caches, connection pools
    const r = await load(url, options);
    return {
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      requests: r.requests.total,
      connections: options.conns ?? connections,
    };
  };

  const results = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const route of hotRoutes(who).filter((r) => !only || only.test(r.name) || /filtered \(client\)|booked/.test(r.name))) {
    const r = await measure(server.url + route.path, {
      method: route.method,
      body: route.body,
      cookie: route.as ? sessions[route.as] : undefined,
      conns: Math.min(route.connections ?? connections, connections),
    });
    results.push({ route: route.name, ...r });
    console.log(`${route.name.padEnd(38)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}  (${r.connections} connections)`);
  }

  const day = hotRoutes(who).find((r) => r.name === 'booked slots').path.match(/date=([\d-]+)/)[1];
  // The two hottest reads (every client's list; every date picked in the booking form), and the
  // two heaviest, to show where their time goes.
  const baselines = [
    { route: 'appointments, filtered (client)', url: `${baselineUrl}/baseline/appointments?client=${who.client._id}&status=completed&limit=20` },
    { route: 'booked slots', url: `${baselineUrl}/baseline/booked?nutritionist=${who.nutritionist._id}&date=${day}` },
    { route: 'appointments, filtered (nutritionist)', url: `${baselineUrl}/baseline/appointments?nutritionist=${who.nutritionist._id}&status=confirmed&startDate=${day}&limit=20` },
    { route: 'conversation list (nutritionist)', url: `${baselineUrl}/baseline/conversations?owner=${who.nutritionist._id}` },
  ].filter((b) => results.some((r) => r.route === b.route));
  const comparisons = [];
  for (const b of baselines) {
    const ours = results.find((r) => r.route === b.route);
    const base = await measure(b.url, { conns: ours.connections });
    const ratio = { rps: +(base.rps / ours.rps).toFixed(2), p50: +(ours.p50 / Math.max(base.p50, 1)).toFixed(2), p99: +(ours.p99 / Math.max(base.p99, 1)).toFixed(2) };
    comparisons.push({ route: b.route, ours, baseline: base, ratio });
  }

  console.log(`\nHot routes, ${seconds} s each after a 2 s warm-up, on ${os.cpus().length} cores (${db.postgres ? 'FerretDB over PostgreSQL' : 'MONGODB_URI'}):\n`);
  console.log(`${'route'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'conns'.padStart(6)}`);
  for (const r of results) {
    console.log(`${r.route.padEnd(38)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.connections).padStart(6)}`);
  }
  console.log('\nAgainst a bare Fastify + MongoDB driver handler running the same query (ratio ≤ 2 is the target):\n');
  console.log(`${'route'.padEnd(34)} ${'ours req/s'.padStart(10)} ${'base req/s'.padStart(10)} ${'ours p99'.padStart(9)} ${'base p99'.padStart(9)}   ratios (req/s, p50, p99)`);
  for (const c of comparisons) {
    console.log(
      `${c.route.padEnd(34)} ${String(c.ours.rps).padStart(10)} ${String(c.baseline.rps).padStart(10)} ${String(c.ours.p99).padStart(9)} ${String(c.baseline.p99).padStart(9)}   ${c.ratio.rps} · ${c.ratio.p50} · ${c.ratio.p99}`,
    );
  }
  const errors = results.reduce((n, r) => n + r.errors, 0) + comparisons.reduce((n, c) => n + c.baseline.errors, 0);
  console.log(`\nerrors: ${errors}`);
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'tmp/reports/bench-api.json'),
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, cores: os.cpus().length, results, comparisons }, null, 2),
  );
  if (errors) process.exitCode = 1;
} finally {
  await cleanup();
}
