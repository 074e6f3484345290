// Schema-driven fuzzing of every operation in the OpenAPI document with schemathesis (PyPI), signed
// in as each role. Expected: no 5xx, and every response matches what the document says.
//   node tools/scripts/fuzz.mjs            bounded run (CI)
//   node tools/scripts/fuzz.mjs --long     many more examples per operation
// Needs a built backend (npm run build:app) and schemathesis (`npm test` installs it into tmp/python-tools).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startAppServer } = require('../../e2e/support/app-server.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const long = process.argv.includes('--long');
const maxExamples = long ? 200 : 12;
const reportDir = path.join(root, 'tmp/reports/fuzz');
mkdirSync(reportDir, { recursive: true });

const server = await startAppServer({ env: { LOGIN_LIMIT_PER_IP: '1000000', LOGIN_LIMIT_PER_PHONE: '1000000' } });
const api = async (method, url, body, cookie) => {
  const res = await fetch(server.url + url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='));
  return { status: res.status, body: await res.json().catch(() => null), cookie: setCookie?.split(';')[0] ?? cookie };
};

try {
  // One signed-in session per role, and a few records for ids to point at.
  const admin = await api('POST', '/api/users/auth', { phone: '9999999999', password: 'admin12345' });
  const client = await api('POST', '/api/users', { name: 'Fuzz Client', phone: '7000000001', password: 'fuzz-client-1' });
  const practitioner = await api('POST', '/api/users', { name: 'Fuzz Nutritionist', phone: '7000000002', password: 'fuzz-nutri-1' });
  await api('PUT', `/api/users/${practitioner.body._id}`, { role: 'nutritionist' }, admin.cookie);
  await api('POST', '/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '12:00' }] }, practitioner.cookie);
  await api('POST', '/api/messages', { receiver: practitioner.body._id, content: 'Hello' }, client.cookie);

  // The nutritionist is on nobody's care team (the client never booked with them, the admin never
  // assigned them): their run is the "unrelated nutritionist" probing every route.
  const sessions = { client: client.cookie, nutritionist: practitioner.cookie, admin: admin.cookie };
  /** After the unrelated nutritionist's run: nothing they sent gave them the client's records. */
  const assertStillUnrelated = async () => {
    const paths = [`/api/nutritionPlans/client/${client.body._id}`, `/api/progresses/client/${client.body._id}`];
    const leaks = [];
    // After a long run the pooled keep-alive socket may have been closed by the server: retry once.
    const get = (url) => api('GET', url, undefined, practitioner.cookie).catch(() => api('GET', url, undefined, practitioner.cookie));
    for (const url of paths) {
      const res = await get(url);
      if (res.status !== 404) leaks.push(`${url}: ${res.status}`);
    }
    const picker = await get('/api/users/clients?limit=100');
    if (picker.body?.data?.some((u) => u._id === client.body._id)) leaks.push('the client is in the nutritionist\'s picker');
    return leaks;
  };
  const totals = {};
  let failed = false;
  for (const [role, cookie] of Object.entries(sessions)) {
    const report = path.join(reportDir, `${role}.json`);
    const run = spawnSync(
      'schemathesis',
      [
        'run', `${server.url}/api/docs-json`,
        '--header', `Cookie: ${cookie}`,
        '--checks', 'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
        '--max-examples', String(maxExamples),
        '--phases', 'examples,coverage,fuzzing',
        '--exclude-path', '/api/messages/events',
        // The fuzzer's own session must survive the run: signing out and deleting users are exercised by the e2e suites.
        '--exclude-path', '/api/users/logout',
        '--exclude-path', '/api/users/logout-everywhere',
        '--exclude-method-regex', role === 'admin' ? '^DELETE$' : '^$',
        // One worker: with two, hypothesis' lambda-source cache (not thread-safe) now and then
        // fails a generation with "AST constructor recursion depth mismatch", a tool error.
        '--workers', '1',
        '--seed', '42',
        '--no-color',
        '--report', 'json',
        '--report-json-path', report,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, SCHEMATHESIS_HOOKS: '' } },
    );
    if (run.error) throw run.error;
    const summary = (run.stdout.match(/=+ SUMMARY =+[\s\S]*/) ?? [run.stdout.slice(-1500)])[0];
    console.log(`\n--- as ${role} ---\n${summary.trim()}`);
    if (run.status !== 0) console.log(run.stdout.slice(0, 20000));
    totals[role] = { exitCode: run.status, summary: summary.split('\n').filter((l) => /test cases|generated|failures|API Operations|Requests|Checks|passed|failed/i.test(l)).join('\n') };
    if (run.status !== 0) failed = true;
    if (role === 'nutritionist') {
      const leaks = await assertStillUnrelated();
      totals.unrelatedNutritionist = { exitCode: leaks.length ? 1 : 0, leaks };
      if (leaks.length) {
        console.log(`\n--- the unrelated nutritionist gained access ---\n${leaks.join('\n')}`);
        failed = true;
      }
    }
  }
  writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify({ maxExamples, totals }, null, 2));
  const roles = Object.values(totals);
  // One result per role (and the unrelated nutritionist's check), in the form `npm test` adds up.
  console.log(`\nFuzz: ${roles.filter((r) => r.exitCode === 0).length} passed, ${roles.filter((r) => r.exitCode !== 0).length} failed`);
  if (failed) process.exitCode = 1;
} finally {
  await server.stop();
}
