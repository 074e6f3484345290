// `node tools/perf/cpu-by-process.mjs [requests] [connections]`: a few of the clinic's hot routes
// against the built app on one clinic's data (`npm run seed:clinic` first), signed in as its first
// nutritionist, reporting req/s and the CPU time each request costs every process apart: the app,
// FerretDB, PostgreSQL and this script (the load). CPU per request follows the machine's other work
// much less than latency does, so it tells which process a change saved work in.
// `CPU_PROFILE=1` also writes a V8 profile of the app into tmp/reports/cpu-profile/ (one route).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');
const { startAppServer } = require('../../e2e/support/app-server.cjs');
const { LOGINS, workday } = require('./hot-routes.cjs');

/** USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICK = 100;
const total = Number(process.argv[2] ?? 2000);
const connections = Number(process.argv[3] ?? 20);
const profile = Boolean(process.env.CPU_PROFILE);

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
  const res = await fetch(`${server.url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOGINS.nutritionist) });
  if (!res.ok) throw new Error(`sign-in failed (${res.status}): seed with npm run seed:clinic first`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
  const routes = {
    'price list (no database)': '/api/appointments/prices',
    'unread count': '/api/messages/unread-count',
    'conversation list': '/api/messages/conversations',
    'appointments from a date': `/api/appointments?status=confirmed&startDate=${workday()}&limit=20`,
  };
  for (const [name, url] of Object.entries(routes).filter(([n]) => !profile || n === 'conversation list')) {
    const hit = async () => {
      const answer = await fetch(server.url + url, { headers: { cookie } });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${name}: ${answer.status}`);
    };
    for (let i = 0; i < 50; i++) await hit(); // warm-up, and what is kept is read
    await new Promise((r) => setTimeout(r, 1000));
    const before = cpuByKind();
    const started = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (sent < total) {
          sent++;
          await hit();
        }
      }),
    );
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1500)); // audit batches are written after the responses
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
