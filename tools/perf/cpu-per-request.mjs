// `node tools/perf/cpu-per-request.mjs [requests] [connections] [client|practice]`: the two role homes against the
// built app on the scale data (as bench:api), reporting the CPU time each request costs the app,
// FerretDB and PostgreSQL together (every process this script started), besides req/s. On a machine
// shared with other work, latency and req/s follow the other work's load; CPU per request much less,
// so it compares two builds fairly. Defaults: 200 requests, 10 connections, both homes.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { closedLoop, getter, pause } from './closed-loop.mjs';

const require = createRequire(import.meta.url);
const { startPerfDatabase } = require('./perf-db.cjs');
const { startAppServer } = require('../../e2e/support/app-server.cjs');

/** USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICK = 100;
const total = Number(process.argv[2] ?? 200);
const connections = Number(process.argv[3] ?? 10);
const only = process.argv[4];

/** Every process's parent and CPU time so far (its own and its waited-for children's), in ticks. */
function processes() {
  const all = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(pid), { ppid: Number(f[1]), cpu: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** CPU milliseconds used so far by the processes this script started, and theirs. */
function startedCpuMs() {
  const all = processes();
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of all) {
      if (mine.has(pid) || !mine.has(p.ppid)) continue;
      mine.add(pid);
      grew = true;
    }
  }
  mine.delete(process.pid);
  return ([...mine].reduce((sum, pid) => sum + all.get(pid).cpu, 0) * 1000) / TICK;
}

const db = await startPerfDatabase();
const server = await startAppServer({
  mongoUri: `${db.uri}${db.dbName}`,
  env: { LOGIN_LIMIT_PER_IP: '100000000', LOGIN_LIMIT_PER_PHONE: '100000000', ADMIN_PHONE: '9999999999', ADMIN_PASSWORD: 'admin12345' },
});
try {
  const signIn = async (login) => {
    const res = await fetch(`${server.url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    if (!res.ok) throw new Error(`sign-in failed (${res.status}): seed with npm run seed:scale first`);
    return res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
  };
  const routes = {
    'practice home': ['/api/home/practice', await signIn({ phone: '8100000000', password: 'nutrition123' })],
    'client home': ['/api/home/client', await signIn({ phone: '7000000000', password: 'client12345' })],
  };
  for (const [name, [path, cookie]] of Object.entries(routes).filter(([n]) => !only || n.startsWith(only))) {
    const hit = getter(server.url + path, cookie, name);
    for (let i = 0; i < 20; i++) await hit(); // warm-up
    await pause(1000);
    const single = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      await hit();
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    const cpuBefore = startedCpuMs();
    const ms = await closedLoop(hit, total, connections);
    await pause(1500); // audit batches are written after the responses
    const cpu = startedCpuMs() - cpuBefore;
    console.log(
      `${name.padEnd(14)} one at a time: median ${single[5].toFixed(0)} ms; ${total} at ${connections} connections: ${((total / ms) * 1000).toFixed(1)} req/s, ` +
        `${(cpu / total).toFixed(1)} ms CPU per request (app + FerretDB + PostgreSQL)`,
    );
  }
} finally {
  await server.stop();
  await db.stop();
}
