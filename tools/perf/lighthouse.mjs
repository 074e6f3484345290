// `npm run bench:lighthouse`: Lighthouse 12 against Debian's chromium, on the built app (npm run
// build first), for the sign-in page and a client's appointment list, desktop and mobile, three runs
// each; prints the median performance score, LCP, TBT and CLS and writes tmp/reports/lighthouse.json.
// The app runs on its embedded database with a freshly registered client, signed in through the
// form before the audit (the list shows its empty state: the page's weight is its code, not rows). Mobile is Lighthouse's default: a mid-range phone on a
// throttled 4G link, simulated; desktop uses its desktop preset.
//   LIGHTHOUSE_RUNS (3)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const require = createRequire(import.meta.url);
const { startAppServer, root } = require('../../e2e/support/app-server.cjs');
const { CHROMIUM_ARGS } = require('../../e2e/support/page-weight.cjs');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { lcp: 1500, tbt: 150, cls: 0.05 };

/** A client registered through the API, to sign in as. */
async function registerClient(baseUrl) {
  const client = { name: 'Lighthouse Client', phone: `6${String(Date.now()).slice(-9)}`, password: 'lighthouse-1' };
  const registered = await fetch(`${baseUrl}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(client) });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  return client;
}

/**
 * Signs in through the form in the browser Lighthouse will drive (the session is a cookie plus the
 * user kept in localStorage), then empties the HTTP cache so the audit still loads every file.
 */
async function signInFirst(port, baseUrl, client) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Phone number').fill(client.phone);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  return browser;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, formFactor, signIn) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  let driver;
  try {
    driver = signIn && (await signInFirst(chrome.port, signIn.baseUrl, signIn.client));
    // Lighthouse clears the origin's storage before loading, which would sign the client out.
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(signIn) };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const { audits, categories, finalDisplayedUrl } = result.lhr;
    // A lost session would measure the sign-in page twice over.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    const metric = (id) => {
      const { numericValue, errorMessage } = audits[id];
      if (typeof numericValue !== 'number') throw new Error(`${url} (${formFactor}): ${id} not measured: ${errorMessage ?? result.lhr.runtimeError?.message}`);
      return numericValue;
    };
    return {
      score: Math.round(categories.performance.score * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
    };
  } finally {
    await driver?.close().catch(() => undefined);
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Now and then Chromium's trace of a load misses its start (Lighthouse reports NO_NAVSTART and no
 * metrics); such a run is repeated, up to twice, and said so.
 */
async function withRetries(run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3 || !/not measured/.test(error.message)) throw error;
      console.warn(`  repeating a run: ${error.message}`);
    }
  }
}

const server = await startAppServer();
try {
  const client = await registerClient(server.url);
  const pages = [
    { name: 'sign-in page', url: `${server.url}/login` },
    { name: 'client appointment list', url: `${server.url}/appointmentList`, signIn: { baseUrl: server.url, client } },
  ];
  const report = [];
  for (const page of pages) {
    for (const formFactor of ['desktop', 'mobile']) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await withRetries(() => audit(page.url, formFactor, page.signIn)));
      const row = {
        page: page.name,
        formFactor,
        score: median(runs.map((r) => r.score)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        runs,
      };
      report.push(row);
      const meets = formFactor === 'desktop' ? (row.lcp <= TARGETS.lcp && row.tbt <= TARGETS.tbt && row.cls <= TARGETS.cls ? 'meets' : 'MISSES') + ' the desktop target' : '';
      console.log(
        `${page.name.padEnd(24)} ${formFactor.padEnd(7)} score ${String(row.score).padStart(3)}  FCP ${Math.round(row.fcp).toString().padStart(5)} ms  LCP ${Math.round(row.lcp).toString().padStart(5)} ms  TBT ${Math.round(row.tbt).toString().padStart(4)} ms  CLS ${row.cls.toFixed(3)}  ${meets}`,
      );
    }
  }
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/reports/lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), runs: RUNS, targets: TARGETS, report }, null, 2));
} finally {
  await server.stop();
}
