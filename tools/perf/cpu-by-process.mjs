// `node tools/perf/cpu-by-process.mjs [requests] [connections] [--as nutritionist|client]`: bench:api's
// GET routes of one role (a nutritionist's by default) and the price list, against the built app on
// one clinic's data (`npm run seed:clinic` first), reporting req/s and the CPU time each request
// costs every process apart: the app, FerretDB, PostgreSQL and this script (the load). CPU per
// request follows the machine's other work much less than latency does, so it tells which process a
// change saved work in. `CPU_PROFILE=1` also writes a V8 profile of the app into
// tmp/reports/cpu-profile/ for one route (`CPU_PROFILE_ROUTE`, bench:api's name; the nutritionist's
// conversation list by default).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { closedLoop, getter, pause } from './closed-loop.mjs';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');
const { startAppServer } = require('../../e2e/support/app-server.cjs');
const { LOGINS, hotRoutes } = require('./hot-routes.cjs');

/** USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICK = 100;
const asAt = process.argv.indexOf('--as');
const as = asAt >= 0 ? process.argv[asAt + 1] : 'nutritionist';
const [total = 2000, connections = 20] = process.argv
  .slice(2)
  .filter((_, i) => asAt < 0 || (i !== asAt - 2 && i !== asAt - 1))
  .map(Number);
const profile = Boolean(process.env.CPU_PROFILE);
if (!(as in LOGINS)) throw new Error(`--as must be one of ${Object.keys(LOGINS).join(', ')}`);

/** CPU ticks so far by kind of process, over every process on the machine of these kinds. */
function cpuByKind() {
  const out = {};
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kind =
        Number(pid) === process.pid ? 'load' : name.startsWith('postgres') ? 'postgres' : name.startsWith('ferretdb') ? 'ferretdb' : /^(node|MainThread)/.test(name) ? 'app' : null;
      if (kind) out[kind] = (out[kind] ?? 0) + Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const db = await startPerfDatabase({ data: 'clinic' });
const server = await startAppServer({
  mongoUri: `${db.uri}${db.dbName}`,
  env: {
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_LIMIT_PER_PHONE: '100000000',
    ...(profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.join(root, 'tmp/reports/cpu-profile')}` } : {}),
  },
});
try {
  const cookies = {};
  const who = {};
  for (const [role, login] of Object.entries(LOGINS)) {
    const res = await fetch(`${server.url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    if (!res.ok) throw new Error(`sign-in as ${role} failed (${res.status}): seed with npm run seed:clinic first`);
    cookies[role] = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
    who[role] = await res.json();
  }
  // bench:api's GET routes of one role, the price list (no database) first as the floor.
  const routes = Object.fromEntries(
    hotRoutes(who)
      .filter((r) => r.method === 'GET' && (r.as === as || r.name.startsWith('price list')))
      .sort((a, b) => Number(b.name.startsWith('price list')) - Number(a.name.startsWith('price list')))
      .map((r) => [r.name, r.path]),
  );
  const cookie = cookies[as];
  for (const [name, url] of Object.entries(routes).filter(([n]) => !profile || n === (process.env.CPU_PROFILE_ROUTE ?? 'conversation list (nutritionist)'))) {
    const hit = getter(server.url + url, cookie, name);
    for (let i = 0; i < 50; i++) await hit(); // warm-up, and what is kept is read
    await pause(1000);
    const before = cpuByKind();
    const ms = await closedLoop(hit, total, connections);
    await pause(1500); // audit batches are written after the responses
    const after = cpuByKind();
    const perRequest = Object.keys(after)
      .map((kind) => `${kind} ${(((after[kind] - (before[kind] ?? 0)) * 1000) / TICK / total).toFixed(2)}`)
      .join(', ');
    console.log(`${name.padEnd(26)} ${((total / ms) * 1000).toFixed(0).padStart(5)} req/s; CPU ms per request: ${perRequest}`);
  }
} finally {
  await server.stop();
  await db.stop();
}
