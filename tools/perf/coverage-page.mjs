// `npm run bench:coverage -- /appointmentList`: how much of the JavaScript a signed-in client's page
// loads actually runs by the time the page is idle (`-- /login`: the sign-in page, signed out;
// `-- /home desktop`: at a desktop's width). Chromium's code coverage of a first visit (empty cache,
// no service worker, Lighthouse mobile's width), each byte mapped through the built files' source
// maps to the module it came from. Prints the totals, each app's share by kind of code, and the
// modules with the most code that never ran; writes tmp/reports/coverage.json. Needs the built app
// (npm run build). Code that runs only when someone acts (a picker opened, a form sent) counts as
// unused here: the figure says what could load later, not what is dead.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { registerClient, signInThroughForm } from './client-session.mjs';
const require = createRequire(import.meta.url);
const { startAppServer, root } = require('../../e2e/support/app-server.cjs');
const { CHROMIUM_ARGS } = require('../../e2e/support/page-weight.cjs');
const { SourceMapConsumer } = require('source-map');

const target = process.argv[2] ?? '/appointmentList';
const desktop = process.argv[3] === 'desktop';
// COVERAGE_STATIC_DIR: another build to compare (a copy of dist/), as PROFILE_STATIC_DIR does for bench:profile.
const staticRoot = path.resolve(process.env.COVERAGE_STATIC_DIR ?? path.join(root, 'dist'));

/** The built file a served script came from. */
function builtFile(pathname) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? path.join(staticRoot, remote[1], remote[2]) : path.join(staticRoot, 'shell', pathname);
}

const KINDS = [
  ["antd's style code", /antd\/es\/([\w-]+\/)?style\//],
  ["antd's theme and style engine", /antd\/es\/theme\/|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)\//],
  ['antd components', /antd\/es\//],
  ['antd building blocks (@rc-component)', /@rc-component\//],
  ['React', / (react|react-dom|scheduler)\//],
  ['module federation', /@module-federation\/|webpack\/runtime/],
];
const kindOf = (module) => KINDS.find(([, pattern]) => pattern.test(module))?.[0] ?? 'everything else';

const server = await startAppServer({ staticDir: staticRoot });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
let entries;
try {
  const client = await registerClient(server.url, 'Coverage Client');
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'block',
    ...(desktop ? {} : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }),
  });
  const page = await context.newPage();
  if (!target.startsWith('/login')) await signInThroughForm(page, server.url, client);
  await page.goto('about:blank');
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(target);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  entries = await page.coverage.stopJSCoverage();
} finally {
  await browser.close();
  await server.stop();
}

const modules = new Map();
const add = (key, total, used) => {
  const m = modules.get(key) ?? { module: key, total: 0, used: 0 };
  m.total += total;
  m.used += used;
  modules.set(key, m);
};
for (const entry of entries) {
  const { pathname } = new URL(entry.url);
  if (!pathname.endsWith('.js')) continue;
  const app = pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
  const source = entry.source ?? '';
  // V8 lists each function's ranges outermost first; a later (inner) range overrides an earlier one.
  const ran = new Uint8Array(source.length);
  for (const fn of entry.functions) for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  const prefix = new Uint32Array(source.length + 1);
  for (let i = 0; i < source.length; i++) prefix[i + 1] = prefix[i] + ran[i];
  const file = builtFile(pathname);
  if (!existsSync(`${file}.map`)) {
    add(`${app} ${pathname}`, source.length, prefix[source.length]);
    continue;
  }
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1);
  await SourceMapConsumer.with(JSON.parse(readFileSync(`${file}.map`, 'utf8')), null, (consumer) => {
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const start = lineStarts[m.generatedLine - 1] + m.generatedColumn;
      const end = next ? lineStarts[next.generatedLine - 1] + next.generatedColumn : source.length;
      if (end <= start) return;
      let name = (m.source ?? '(generated)').replace(/^webpack:\/\/[^/]*\//, '');
      const nm = name.lastIndexOf('node_modules/');
      if (nm >= 0) name = name.slice(nm + 'node_modules/'.length);
      add(`${app} ${name}`, end - start, prefix[end] - prefix[start]);
    });
  });
}

const rows = [...modules.values()];
const kb = (n) => (n / 1000).toFixed(1);
const total = rows.reduce((s, r) => ({ total: s.total + r.total, used: s.used + r.used }), { total: 0, used: 0 });
console.log(`${target}${desktop ? ' (desktop)' : ' (phone)'}: ${kb(total.total)} kB of JavaScript loaded (raw), ${kb(total.used)} kB of it ran (${((100 * total.used) / total.total).toFixed(0)} %)\n`);
const byKind = new Map();
for (const r of rows) {
  const key = `${r.module.split(' ')[0]}: ${kindOf(r.module)}`;
  const k = byKind.get(key) ?? { total: 0, used: 0 };
  k.total += r.total;
  k.used += r.used;
  byKind.set(key, k);
}
console.log('app: kind of code                              loaded kB   ran kB   ran');
for (const [key, k] of [...byKind].sort((a, b) => b[1].total - a[1].total)) {
  console.log(`${key.padEnd(46)} ${kb(k.total).padStart(9)} ${kb(k.used).padStart(8)} ${((100 * k.used) / k.total).toFixed(0).padStart(4)} %`);
}
console.log('\nmost code that never ran (kB never ran / loaded, module):');
for (const r of rows.sort((a, b) => b.total - b.used - (a.total - a.used)).slice(0, Number(process.env.COVERAGE_TOP ?? 25))) {
  console.log(`${kb(r.total - r.used).padStart(7)} / ${kb(r.total).padStart(6)}  ${r.module}`);
}
mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
writeFileSync(path.join(root, 'tmp/reports/coverage.json'), JSON.stringify({ at: new Date().toISOString(), target, desktop, total, modules: rows }, null, 1));
