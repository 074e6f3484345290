// `npm run bench:foods`: the food search (GET /api/foods) against a running app (`npm start`, the
// embedded default, at http://127.0.0.1:3000; BENCH_URL overrides), signed in as the configured
// admin (ADMIN_PHONE / ADMIN_PASSWORD, or the defaults). A fixed mix of queries (English, Hindi in
// Latin and Devanagari letters, typos, group and diet filters), warmed up, then BENCH_REQUESTS
// (1,000) one after another and as many again over BENCH_CONNECTIONS (10) at once. Prints the count
// and the p50, p95 and p99 latency of each, and whether p95 is under 50 ms (exit code 1 if not).
const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const phone = process.env.ADMIN_PHONE ?? '9999999999';
const password = process.env.ADMIN_PASSWORD ?? 'admin12345';
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const P95_BUDGET_MS = 50;

const QUERIES = [
  'search=bajra', 'search=rice', 'search=wheat%20flour', 'search=spinach', 'search=potato', 'search=milk',
  'search=paneer', 'search=egg', 'search=chicken', 'search=banana', 'search=mango', 'search=onion',
  'search=palak', 'search=chawal', 'search=atta', 'search=gehun', 'search=moong%20dal', 'search=chana%20dal',
  'search=arhar', 'search=masoor', 'search=alu', 'search=doodh',
  `search=${encodeURIComponent('बाजरा')}`, `search=${encodeURIComponent('चावल')}`, `search=${encodeURIComponent('पालक')}`,
  `search=${encodeURIComponent('गेहूं')}`, `search=${encodeURIComponent('दाल')}`, `search=${encodeURIComponent('आलू')}`,
  `search=${encodeURIComponent('दूध')}`, `search=${encodeURIComponent('चना')}`,
  'search=spinch', 'search=bajr', 'search=tomatoe', 'search=cabage', 'search=brinjl',
  'search=dal&group=B', 'search=leaves&group=C', 'group=E&limit=20', 'search=fish&diet=vegetarian', 'search=nut&exclude=peanut,tree-nut',
];

const res = await fetch(`${base}/api/users/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password }) }).catch((error) => {
  console.error(`Nothing answers at ${base} (${error.cause?.code ?? error.message}): start the app with npm start, or set BENCH_URL.`);
  process.exit(2);
});
if (!res.ok) {
  console.error(`Sign-in as ${phone} failed (${res.status}): set ADMIN_PHONE and ADMIN_PASSWORD to the app's admin.`);
  process.exit(2);
}
const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session=')).split(';')[0];

async function one(i) {
  const started = performance.now();
  const answer = await fetch(`${base}/api/foods?${QUERIES[i % QUERIES.length]}`, { headers: { cookie } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`GET /api/foods?${QUERIES[i % QUERIES.length]}: ${answer.status}`);
  return performance.now() - started;
}

async function run(count, parallel) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) times.push(await one(next++));
    }),
  );
  return times.sort((a, b) => a - b);
}

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const line = (label, sorted) =>
  `${label.padEnd(26)} ${String(sorted.length).padStart(5)} requests   p50 ${at(sorted, 50).toFixed(1).padStart(6)} ms   p95 ${at(sorted, 95).toFixed(1).padStart(6)} ms   p99 ${at(sorted, 99).toFixed(1).padStart(6)} ms`;

await run(QUERIES.length * 2, 1);
const sequential = await run(requests, 1);
const concurrent = await run(requests, connections);
console.log(`Food search at ${base}, ${QUERIES.length} queries in turn`);
console.log(line('one at a time', sequential));
console.log(line(`${connections} connections`, concurrent));
const worst = Math.max(at(sequential, 95), at(concurrent, 95));
const ok = worst < P95_BUDGET_MS;
console.log(`p95 ${worst.toFixed(1)} ms ${ok ? '<' : '>='} ${P95_BUDGET_MS} ms: ${ok ? 'within budget' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
