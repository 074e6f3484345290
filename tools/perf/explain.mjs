// `npm run db:explain`: which plan the database picks for every query the hot routes send.
// Runs the built app in this process against the benchmark database (seed it first with
// `npm run seed:scale`), records each query mongoose sends while the hot routes are called once,
// then asks the database to explain each one and times it. Prints a table; writes the plans to
// tmp/reports/explain.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');
const { LOGINS, hotRoutes } = require('./hot-routes.cjs');

const db = await startPerfDatabase();
process.on('uncaughtException', async (error) => {
  console.error(error);
  await db.stop();
  process.exit(1);
});
Object.assign(process.env, {
  NODE_ENV: 'production',
  MONGODB_URI: `${db.uri}${db.dbName}`,
  JWT_SECRET: 'explain-report-secret-that-is-long-enough',
  COOKIE_SECURE: 'false',
  STATIC_DIR: '/nonexistent',
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_PHONE: '1000000',
});
const mongoose = require('mongoose');
const { createApp } = require(path.join(root, 'dist/backend/backend/src/app.factory.js'));
const app = await createApp({ logger: ['error'] });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const call = async (route, cookie) => {
  const res = await fetch(url + route.path, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: route.body ? JSON.stringify(route.body) : undefined,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(body)}`);
  return { body, cookie: res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='))?.split(';')[0] };
};

const sessions = {};
const who = {};
for (const [role, login] of Object.entries(LOGINS)) {
  const res = await call({ method: 'POST', path: '/api/users/auth', body: login });
  sessions[role] = res.cookie;
  who[role] = res.body;
}
// Warm the session cache, so the report shows each route's own queries.
for (const role of Object.keys(sessions)) await call({ method: 'GET', path: `/api/users/${who[role]._id}` }, sessions[role]);

const captured = [];
let current = null;
mongoose.set('debug', (collection, method, ...args) => {
  if (current) captured.push({ route: current, collection, method, args });
});
for (const route of hotRoutes(who)) {
  current = route.name;
  await call(route, route.as ? sessions[route.as] : undefined);
  // Audit entries are written in a batch after the response; keep them out of the next route.
  await new Promise((r) => setTimeout(r, 300));
  current = null;
}
mongoose.set('debug', false);

const native = app.get(require('@nestjs/mongoose').getConnectionToken()).db;
const planSummary = (plan) => {
  const nodes = [];
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node['Node Type']) nodes.push(node['Index Name'] ? `${node['Node Type']} (${node['Index Name']})` : node['Node Type']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan?.Plan ?? plan);
  return nodes;
};
const rows = [];
for (const q of captured) {
  const [filter = {}, options = {}] = q.args;
  let command;
  let run;
  if (q.method === 'find' || q.method === 'findOne') {
    const { sort, limit, skip, projection } = options;
    command = { find: q.collection, filter, ...(sort ? { sort } : {}), ...(limit ? { limit } : {}), ...(skip ? { skip } : {}), ...(projection ? { projection } : {}) };
    run = () => native.collection(q.collection).find(filter, { sort, limit, skip, projection }).toArray();
  } else if (q.method === 'countDocuments') {
    // What the driver sends for countDocuments.
    command = { aggregate: q.collection, pipeline: [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }], cursor: {} };
    run = () => native.collection(q.collection).countDocuments(filter);
  } else if (q.method === 'aggregate') {
    command = { aggregate: q.collection, pipeline: filter, cursor: {} };
    run = () => native.collection(q.collection).aggregate(filter).toArray();
  } else {
    rows.push({ route: q.route, collection: q.collection, method: q.method, filter: JSON.stringify(filter), plan: '(write)', ms: '' });
    continue;
  }
  const explained = await native.command({ explain: command, verbosity: 'queryPlanner' });
  const nodes = planSummary(explained.queryPlanner);
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  rows.push({
    route: q.route,
    collection: q.collection,
    method: q.method,
    filter: JSON.stringify(filter),
    plan: nodes.join(' > ') || JSON.stringify(explained.queryPlanner).slice(0, 80),
    pushdown: [explained.filterPushdown && 'filter', explained.sortPushdown && 'sort', explained.limitPushdown && 'limit'].filter(Boolean).join('+') || 'none',
    ms: ms.toFixed(1),
    explained,
  });
}

const short = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
// A page's people are looked up one by one: show such runs as one row.
const grouped = [];
for (const r of rows) {
  const prev = grouped.at(-1);
  const shape = (f) => f.replace(/"[0-9a-f]{24}"/g, 'id');
  if (prev && prev.route === r.route && prev.collection === r.collection && prev.method === r.method && prev.plan === r.plan && shape(prev.filter) === shape(r.filter)) {
    prev.times += 1;
    prev.maxMs = Math.max(prev.maxMs, Number(r.ms) || 0);
  } else grouped.push({ ...r, times: 1, maxMs: Number(r.ms) || 0 });
}
console.log(`\nQueries of the hot routes (${db.postgres ? 'FerretDB over PostgreSQL' : process.env.MONGODB_URI}, scale data)\n`);
console.log(['route'.padEnd(34), 'collection'.padEnd(17), 'op'.padEnd(15), 'plan'.padEnd(58), 'pushdown'.padEnd(11), 'ms'.padStart(7), '  filter'].join(' '));
for (const r of grouped) {
  const method = r.times > 1 ? `${r.method} ×${r.times}` : r.method;
  const ms = r.plan === '(write)' ? '' : r.times > 1 ? `≤${r.maxMs.toFixed(1)}` : r.ms;
  console.log([short(r.route, 34).padEnd(34), r.collection.padEnd(17), method.padEnd(15), short(r.plan, 58).padEnd(58), (r.pushdown ?? '').padEnd(11), String(ms).padStart(7), ' ', short(r.filter, 90)].join(' '));
}
const scans = rows.filter((r) => /Seq Scan/.test(r.plan));
console.log(`\n${rows.length} queries, ${scans.length} with a sequential scan.`);
mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
writeFileSync(path.join(root, 'tmp/reports/explain.json'), JSON.stringify(rows, null, 2));

await app.close();
await db.stop();
if (scans.length) process.exitCode = 1;
