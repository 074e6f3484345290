// `npm run bench:api`: the hot routes under load with autocannon, against the built app on the
// scale data (run `npm run seed:scale` once first), signed in as the seed's users; then, in the same
// run, the two hottest reads through a bare Fastify + MongoDB driver baseline on the same database.
// Prints requests per second, p50 and p99 latency and errors per route, and our/baseline ratios;
// writes tmp/reports/bench-api.json.
// `--data clinic`: one clinic's size (`npm run seed:clinic`) on the engine `npm start` runs
// (FerretDB over the embedded PostgreSQL; `--engine sqlite`: FerretDB over SQLite, the default
// before issue 17), every route at 20 connections, each route measured 3 times (medians);
// writes tmp/reports/bench-api-clinic.json.
//   BENCH_SECONDS (10)  BENCH_CONNECTIONS (50, clinic 20; scale routes may set fewer)
//   BENCH_RUNS (1, clinic 3)  BENCH_ONLY (a regex of route names)  BENCH_BASELINE (1; 0 skips it)
// `--one-at-a-time N`: instead of load, N requests per route one after another (median and max).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, dataTarget, root } = require('./perf-db.cjs');
const { LOGINS, hotRoutes } = require('./hot-routes.cjs');
const { startAppServer, freePort } = require('../../e2e/support/app-server.cjs');

const data = dataTarget();
const clinic = data === 'clinic';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? (clinic ? 20 : 50));
const runs = Number(process.env.BENCH_RUNS ?? (clinic ? 3 : 1));
const withBaseline = process.env.BENCH_BASELINE !== '0';
const sequentialAt = process.argv.indexOf('--one-at-a-time');
const sequentialCount = Number(process.argv[sequentialAt + 1]);
const sequential = sequentialAt < 0 ? 0 : Number.isInteger(sequentialCount) && sequentialCount > 0 ? sequentialCount : 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A latency, or "> 10000" when no request of the run was answered within it. */
const ms = (value) => (Number.isFinite(value) ? String(value) : `> ${seconds * 1000}`);

const db = await startPerfDatabase({ data });
console.log(`bench:api on the ${data} data, ${db.engine}, ${sequential ? `${sequential} requests per route, one at a time` : `${connections} connections${runs > 1 ? `, median of ${runs} runs` : ''}`}`);
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
    if (!res.ok) throw new Error(`sign-in as ${role} failed (${res.status}): seed with npm run seed:${data} first`);
    sessions[role] = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
    who[role] = await res.json();
  }

  let sent = 0;
  const load = (url, { method = 'GET', body, bodies, cookie, conns = connections, duration = seconds }) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url,
          method,
          connections: conns,
          duration,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          // A route whose every request should differ (sign-ins spread over many accounts).
          ...(bodies ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies(sent++)) }) }] } : {}),
          // A slow route shows as high latency, not as errors: the figures say how slow.
          timeout: 60,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  const measure = async (url, options) => {
    // Let the previous route's queue drain, so one slow route does not bill the next: wait until
    // the database answers a health check quickly again.
    // At most a minute: on a machine shared with other work the health check may never be that quick.
    const giveUp = Date.now() + 60_000;
    for (let quiet = 0; quiet < 3 && Date.now() < giveUp; ) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      quiet = performance.now() - started < 20 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 500));
    }
    await load(url, { ...options, duration: 2 }); // warm-up: JIT, caches, connection pools
    const each = [];
    for (let run = 0; run < runs; run++) {
      const r = await load(url, options);
      // No answer within the run (autocannon drops requests still open at the end): the latency is
      // at least the run's length, not the 0 autocannon reports for an empty sample.
      const none = r.requests.total === 0;
      each.push({
        rps: Math.round(r.requests.average),
        p50: none ? Infinity : r.latency.p50,
        p99: none ? Infinity : r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        requests: r.requests.total,
      });
    }
    // One run: its figures. Several: the median of each figure, and every run's figures beside.
    return {
      rps: median(each.map((r) => r.rps)),
      p50: median(each.map((r) => r.p50)),
      p99: median(each.map((r) => r.p99)),
      errors: each.reduce((n, r) => n + r.errors, 0),
      requests: each.reduce((n, r) => n + r.requests, 0),
      connections: options.conns ?? connections,
      ...(runs > 1 ? { runs: each } : {}),
    };
  };

  const results = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  if (sequential) {
    // `--one-at-a-time N`: each route N times, one request after another, no load: what one
    // request costs on this engine (for an engine too slow to measure under 20 connections).
    console.log(`\n${'route'.padEnd(38)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)}   each`);
    for (const route of hotRoutes(who).filter((r) => !only || only.test(r.name))) {
      const times = [];
      for (let i = 0; i < sequential; i++) {
        const started = performance.now();
        const res = await fetch(server.url + route.path, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(route.as ? { cookie: sessions[route.as] } : {}) },
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${route.name}: ${res.status}`);
        times.push(Math.round(performance.now() - started));
      }
      results.push({ route: route.name, median: median(times), max: Math.max(...times), times });
      console.log(`${route.name.padEnd(38)} ${String(median(times)).padStart(10)} ${String(Math.max(...times)).padStart(8)}   ${times.join(' / ')}`);
    }
    mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
    writeFileSync(path.join(root, `tmp/reports/bench-api-${data}-one-at-a-time.json`), JSON.stringify({ at: new Date().toISOString(), data, engine: db.engine, results }, null, 2));
    await cleanup();
    process.exit(0);
  }
  for (const route of hotRoutes(who).filter((r) => !only || only.test(r.name) || /filtered \(client\)|booked/.test(r.name))) {
    const r = await measure(server.url + route.path, {
      method: route.method,
      body: route.body,
      bodies: route.bodies,
      cookie: route.as ? sessions[route.as] : undefined,
      // One clinic: every route at the same count (the issue's 20), staff routes included.
      conns: clinic ? connections : Math.min(route.connections ?? connections, connections),
    });
    results.push({ route: route.name, ...r });
    const spread = r.runs ? `  p99 of each run ${r.runs.map((x) => ms(x.p99)).join(' / ')}` : '';
    console.log(`${route.name.padEnd(38)} ${String(r.rps).padStart(6)} req/s  p50 ${ms(r.p50).padStart(4)} ms  p99 ${ms(r.p99).padStart(5)} ms  errors ${r.errors}  (${r.connections} connections)${spread}`);
  }

  const day = hotRoutes(who).find((r) => r.name === 'booked slots').path.match(/date=([\d-]+)/)[1];
  // The two hottest reads (every client's list; every date picked in the booking form), and the
  // two heaviest, to show where their time goes.
  const baselines = [
    { route: 'appointments, filtered (client)', url: `${baselineUrl}/baseline/appointments?client=${who.client._id}&status=completed&limit=20` },
    { route: 'booked slots', url: `${baselineUrl}/baseline/booked?nutritionist=${who.nutritionist._id}&date=${day}` },
    { route: 'appointments, filtered (nutritionist)', url: `${baselineUrl}/baseline/appointments?nutritionist=${who.nutritionist._id}&status=confirmed&startDate=${day}&limit=20` },
    { route: 'conversation list (nutritionist)', url: `${baselineUrl}/baseline/conversations?owner=${who.nutritionist._id}` },
  ].filter((b) => withBaseline && results.some((r) => r.route === b.route));
  const comparisons = [];
  for (const b of baselines) {
    const ours = results.find((r) => r.route === b.route);
    const base = await measure(b.url, { conns: ours.connections });
    // No ratio where either side answered nothing within the run.
    const ratioOf = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? +(a / b).toFixed(2) : null);
    const ratio = { rps: ratioOf(base.rps, ours.rps), p50: ratioOf(ours.p50, Math.max(base.p50, 1)), p99: ratioOf(ours.p99, Math.max(base.p99, 1)) };
    comparisons.push({ route: b.route, ours, baseline: base, ratio });
  }

  const how = runs > 1 ? `median of ${runs} runs of ${seconds} s` : `${seconds} s`;
  console.log(`\nHot routes (${data} data), ${how} each after a 2 s warm-up, on ${os.cpus().length} cores (${db.engine}):\n`);
  console.log(`${'route'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'conns'.padStart(6)}`);
  for (const r of results) {
    console.log(`${r.route.padEnd(38)} ${String(r.rps).padStart(7)} ${ms(r.p50).padStart(7)} ${ms(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.connections).padStart(6)}`);
  }
  console.log('\nAgainst a bare Fastify + MongoDB driver handler running the same query (ratio ≤ 2 is the target):\n');
  console.log(`${'route'.padEnd(34)} ${'ours req/s'.padStart(10)} ${'base req/s'.padStart(10)} ${'ours p99'.padStart(9)} ${'base p99'.padStart(9)}   ratios (req/s, p50, p99)`);
  for (const c of comparisons) {
    console.log(
      `${c.route.padEnd(34)} ${String(c.ours.rps).padStart(10)} ${String(c.baseline.rps).padStart(10)} ${ms(c.ours.p99).padStart(9)} ${ms(c.baseline.p99).padStart(9)}   ${c.ratio.rps ?? '—'} · ${c.ratio.p50 ?? '—'} · ${c.ratio.p99 ?? '—'}`,
    );
  }
  const errors = results.reduce((n, r) => n + r.errors, 0) + comparisons.reduce((n, c) => n + c.baseline.errors, 0);
  console.log(`\nerrors: ${errors}`);
  if (clinic) {
    const missed = results.filter((r) => r.p99 >= 50);
    console.log(`p99 < 50 ms at ${connections} connections: ${missed.length ? `missed by ${missed.length} of ${results.length} routes (${missed.map((r) => r.route).join(', ')})` : `met by all ${results.length} routes`}`);
  }
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(
    path.join(root, clinic ? 'tmp/reports/bench-api-clinic.json' : 'tmp/reports/bench-api.json'),
    JSON.stringify({ at: new Date().toISOString(), data, engine: db.engine, seconds, runs, connections, cores: os.cpus().length, results, comparisons }, null, 2),
  );
  if (errors) process.exitCode = 1;
} finally {
  await cleanup();
}
