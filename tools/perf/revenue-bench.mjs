// `npm run bench:revenue`: the revenue report on the scale data (seed it with `npm run seed:scale`).
// Runs the built app against the benchmark database, signs in as the admin and as a nutritionist,
// times each revenue route (the first call, then best and worst of 2 more) and explains one day's
// aggregation. The report keeps each day's figures (revenue_days), so the kept days are emptied first:
// the first call of a report is its cold time, the next two its warm time. Then one day of the year is
// changed (as a booking would) and the year's report timed again: the cost of one stale day.
// Prints a table; writes tmp/reports/revenue.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startPerfDatabase, root } = require('./perf-db.cjs');
const { LOGINS } = require('./hot-routes.cjs');

const db = await startPerfDatabase();
Object.assign(process.env, {
  NODE_ENV: 'production',
  MONGODB_URI: `${db.uri}${db.dbName}`,
  JWT_SECRET: 'revenue-report-secret-that-is-long-enough',
  COOKIE_SECURE: 'false',
  STATIC_DIR: '/nonexistent',
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_PHONE: '1000000',
});
const { createApp } = require(path.join(root, 'dist/backend/backend/src/app.factory.js'));
const app = await createApp({ logger: ['error'] });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;

async function signIn(login) {
  const res = await fetch(`${url}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  if (!res.ok) throw new Error(`sign-in ${login.phone}: ${res.status}`);
  return res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];
}
const admin = await signIn({ phone: '9999999999', password: 'admin12345' });
const nutritionist = await signIn(LOGINS.nutritionist);

const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const [y, m] = today.split('-').map(Number);
const fyStart = `${m >= 4 ? y : y - 1}-04-01`;
const yearAgo = `${y - 1}${today.slice(4)}`;
const monthStart = `${today.slice(0, 8)}01`;
const routes = [
  ['report, this month (admin)', admin, `/api/revenue?from=${monthStart}&to=${today}`],
  ['report, financial year so far (admin)', admin, `/api/revenue?from=${fyStart}&to=${today}`],
  ['report, last 12 months (admin)', admin, `/api/revenue?from=${yearAgo}&to=${today}`],
  ['report, last 12 months (nutritionist)', nutritionist, `/api/revenue?from=${yearAgo}&to=${today}`],
  ['entries, collected this month, page 1', admin, `/api/revenue/entries?from=${monthStart}&to=${today}&bucket=collected`],
  ['CSV, this month (admin)', admin, `/api/revenue/payments.csv?from=${monthStart}&to=${today}`],
];

const native = app.get(require('@nestjs/mongoose').getConnectionToken()).db;

// `npm run bench:revenue -- CSV` times only the routes whose name contains the argument.
const only = process.argv[2];
const rows = [];
async function time(name, cookie, route, runs = 3, { cold = true } = {}) {
  if (cold) await native.collection('revenue_days').deleteMany({});
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url + route, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route}: ${res.status} ${Buffer.from(body).toString()}`);
    times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  const [first, ...rest] = times.map((t) => +t.toFixed(0));
  rest.sort((a, b) => a - b);
  rows.push({ name, route, firstMs: first, bestMs: rest[0] ?? first, worstMs: rest.at(-1) ?? first, bytes });
  console.log(name, first, rest.join(' '));
}
for (const [name, cookie, route] of routes.filter(([name]) => !only || name.includes(only))) await time(name, cookie, route);
if (!only) {
  // The year kept, then today's appointments change (as a booking would): one day is grouped again.
  await fetch(`${url}/api/revenue?from=${yearAgo}&to=${today}`, { headers: { cookie: admin } });
  await native.collection('appointment_days').updateOne({ _id: today }, { $inc: { v: 1 } }, { upsert: true });
  await time('report, 12 months, today changed (admin)', admin, `/api/revenue?from=${yearAgo}&to=${today}`, 1, { cold: false });
}

const appointments = await native.collection('appointments').countDocuments();
const inRange = await native.collection('appointments').countDocuments({ date: today });
const pipeline = [
  { $match: { date: today } },
  {
    $group: {
      _id: { nutritionist: '$nutritionist', sessionType: '$sessionType', status: '$status', paymentStatus: '$paymentStatus', paymentState: '$paymentState', pricePaise: '$pricePaise' },
      count: { $sum: 1 },
    },
  },
];
const groups = (await native.collection('appointments').aggregate(pipeline).toArray()).length;
const explained = await native.command({ explain: { aggregate: 'appointments', pipeline, cursor: {} }, verbosity: 'queryPlanner' });

console.log(`\nRevenue routes (${db.postgres ? 'FerretDB over PostgreSQL' : process.env.MONGODB_URI}), ${appointments} appointments; today ${inRange} in ${groups} groups\n`);
console.log(['route'.padEnd(42), 'first ms'.padStart(9), 'best ms'.padStart(8), 'worst ms'.padStart(9), 'bytes'.padStart(9)].join(' '));
for (const r of rows) console.log([r.name.padEnd(42), String(r.firstMs).padStart(9), String(r.bestMs).padStart(8), String(r.worstMs).padStart(9), String(r.bytes).padStart(9)].join(' '));
console.log('\nOne day\'s aggregation plan:', JSON.stringify({ pushdown: explained.filterPushdown ?? null, plan: explained.queryPlanner ?? explained }).slice(0, 600));
mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
writeFileSync(path.join(root, 'tmp/reports/revenue.json'), JSON.stringify({ appointments, inRange, groups, rows, explained }, null, 2));
await app.close();
await db.stop();
