// `npm run bench:profile -- /home`: where a signed-in client's page spends the main thread on a
// phone (`-- /login`: the sign-in page, signed out). Chromium's CPU profiler records a first visit (empty cache, no service worker) at 4x CPU
// slowdown, at Lighthouse mobile's width; each sample's self time is mapped through the built
// files' source maps to the package (or workspace folder) it belongs to. Prints the top packages
// and functions, then each long task (over 50 ms) with the functions that ran most in it, and
// writes tmp/reports/profile.cpuprofile (open it in Chromium's DevTools). Needs the
// built app (npm run build). Figures vary with the machine's load: compare runs made back to back.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { registerClient, signInThroughForm } from './client-session.mjs';
const require = createRequire(import.meta.url);
const { startAppServer, root, ADMIN } = require('../../e2e/support/app-server.cjs');
const { CHROMIUM_ARGS } = require('../../e2e/support/page-weight.cjs');
const { SourceMapConsumer } = require('source-map');

const target = process.argv[2] ?? '/home';
// PROFILE_CPU_RATE (4): the CPU slowdown. Lighthouse's mobile preset records without one and multiplies
// each task by 4 (by 2 when it lays the page out), so PROFILE_CPU_RATE=1 with PROFILE_LONG_TASK_MS=12.5
// lists the tasks it counts, each with the duration it counts.
const cpuRate = Number(process.env.PROFILE_CPU_RATE ?? 4);
const longTaskUs = Number(process.env.PROFILE_LONG_TASK_MS ?? 50) * 1000;
// PROFILE_STATIC_DIR: another build to compare (a copy of dist/), as LIGHTHOUSE_STATIC_DIR does for bench:lighthouse.
const staticRoot = path.resolve(process.env.PROFILE_STATIC_DIR ?? path.join(root, 'dist'));
const server = await startAppServer({ staticDir: staticRoot });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  // PROFILE_AS=admin: the clinic's admin (whom the server seeds) instead of a new client, for the admin's pages.
  const client = process.env.PROFILE_AS === 'admin' ? ADMIN : await registerClient(server.url, 'Profile Client');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (!target.startsWith('/login')) await signInThroughForm(page, server.url, client);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const t0 = Date.now();
  await page.goto(`${server.url}${target}`);
  await page.locator('main h1').first().waitFor();
  const tH1 = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/reports/profile.cpuprofile'), JSON.stringify(profile));
  console.log(`${target}: the page's heading after ${tH1} ms`);
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const maps = new Map();
  const consumer = async (url) => {
    if (maps.has(url)) return maps.get(url);
    let c = null;
    const file = url.match(/\/static\/(.+)$/)?.[1] ?? url.match(/:\d+\/(remotes\/.+)$/)?.[1];
    const candidates = file ? [path.join(staticRoot, 'shell/static', file), path.join(staticRoot, 'shell', file), path.join(staticRoot, file.replace(/^remotes\//, '')), ...['mfe-client', 'mfe-admin', 'mfe-messaging'].map((r) => path.join(staticRoot, r, path.basename(file)))] : [];
    for (const f of candidates) if (existsSync(`${f}.map`)) { c = await new SourceMapConsumer(JSON.parse(readFileSync(`${f}.map`, 'utf8'))); break; }
    maps.set(url, c);
    return c;
  };
  // Each sampled function: its package (or workspace folder) and its original name and line.
  const described = new Map();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let src = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    let name = functionName || '(anon)';
    if (url) {
      const c = await consumer(url);
      if (c && lineNumber >= 0) {
        const o = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
        if (o.source) src = o.source;
        if (o.source) name = `${o.name ?? name} (${src.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${o.line})`;
      }
    }
    const pkg = (src.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]) ?? src.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, 3).join('/');
    described.set(node.id, { pkg, name });
  }
  const byPkg = new Map();
  const byFn = new Map();
  for (const node of profile.nodes) {
    const t = (dt.get(node.id) ?? 0) / 1000;
    if (!t) continue;
    const { pkg, name } = described.get(node.id);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
    byFn.set(name, (byFn.get(name) ?? 0) + t);
  }
  const total = [...byPkg.values()].reduce((a, b) => a + b, 0);
  console.log(`sampled ${total.toFixed(0)} ms; self time by package (ms):`);
  for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(0).padStart(6), k);
  console.log('self time by function (ms):');
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(0).padStart(6), k);

  // The long tasks (over 50 ms at this slowdown, what total blocking time counts) and what ran in each.
  const renderer = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const tasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.dur > longTaskUs && renderer.includes(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const sampleTimes = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((clock += delta));
  // The profiler and the trace share Chromium's clock; the profile starts just before the navigation.
  const navigation = profile.startTime;
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  // PROFILE_ENTRY_DEPTH (2): how many of a stack's outermost frames name what a long task entered through.
  const entryDepth = Number(process.env.PROFILE_ENTRY_DEPTH ?? 2);
  console.log(`long tasks (${tasks.length}; ${tasks.reduce((sum, task) => sum + (task.dur - longTaskUs) / 1000, 0).toFixed(0)} ms beyond ${longTaskUs / 1000} ms each), from the navigation, with what ran most in each (ms):`);
  // Lighthouse's simulation (Lantern's Simulator) multiplies a task of an unthrottled trace by the
  // preset's CPU slowdown (4 on mobile), or by half of it when the task lays the page out: so a task
  // without its layout can count for more although it is shorter (docs/benchmarks.md).
  const layouts = trace.traceEvents.filter((e) => e.name === 'Layout' && renderer.includes(`${e.pid}:${e.tid}`));
  const laysOut = (task) => layouts.some((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts <= task.ts + task.dur);
  const counted = (task) => (task.dur / 1000) * (laysOut(task) ? 2 : 4);
  if (cpuRate === 1) {
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, counted(task) - 50), 0);
    console.log(`  as Lighthouse's mobile preset counts them (x4, x2 with a layout): ${blocking.toFixed(0)} ms beyond 50 ms each, before its first paint too`);
  }
  for (const task of tasks) {
    const inTask = new Map();
    const pkgInTask = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (sampleTimes[i] < task.ts || sampleTimes[i] > task.ts + task.dur) continue;
      const { name, pkg } = described.get(profile.samples[i]);
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      inTask.set(name, (inTask.get(name) ?? 0) + ms);
      pkgInTask.set(pkg, (pkgInTask.get(pkg) ?? 0) + ms);
    }
    // Where each sample's stack enters the page's code: the outermost frames with a script, which
    // say what the task is (a module's evaluation, React's work loop, a fetch's callback).
    const entries = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (sampleTimes[i] < task.ts || sampleTimes[i] > task.ts + task.dur) continue;
      const chain = [];
      for (let id = profile.samples[i]; id !== undefined; id = parentOf.get(id)) chain.unshift(id);
      const framed = chain.filter((id) => nodeById.get(id).callFrame.url);
      if (!framed.length) continue;
      const key = framed.slice(0, entryDepth).map((id) => described.get(id).name).join(' > ');
      entries.set(key, (entries.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    const topOf = (m, n) => [...m].filter(([k]) => k !== '(idle)' && k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    const notes = [laysOut(task) && 'lays out', cpuRate === 1 && `counted ${counted(task).toFixed(0)} ms`].filter(Boolean);
    const weight = notes.length ? ` (${notes.join('; ')})` : '';
    console.log(`  +${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms ${(task.dur / 1000).toFixed(0).padStart(4)} ms${weight}: ${topOf(inTask, Number(process.env.PROFILE_FUNCTIONS ?? 4)).join('; ')}`);
    console.log(`      by package: ${topOf(pkgInTask, 6).join('; ')}`);
    console.log(`      entered through: ${topOf(entries, Number(process.env.PROFILE_ENTRIES ?? 3)).join('; ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
