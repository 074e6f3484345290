// `npm run bench:lighthouse-floor -- /login`: what Lighthouse's mobile preset gives a page with none
// of its JavaScript: the page is drawn by the built app (npm run build first) at a phone's width,
// its DOM saved without scripts, with the style rules that match it inline, and that copy served and
// audited three times. The
// difference from `npm run bench:lighthouse` on the same page is what the app's code costs; what is
// left is the browser's own work here (starting the page, style, layout of the text). Signed in as a
// new client for any path but /login.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { registerClient, signInThroughForm } from './client-session.mjs';

const require = createRequire(import.meta.url);
const { startAppServer } = require('../../e2e/support/app-server.cjs');
const { CHROMIUM_ARGS } = require('../../e2e/support/page-weight.cjs');

const target = process.argv[2] ?? '/login';
const app = await startAppServer({});
let html;
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
  if (!target.startsWith('/login')) await signInThroughForm(page, app.url, await registerClient(app.url, 'Floor Client'));
  await page.goto(app.url + target);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The rules of the linked stylesheets (antd's prebuilt one) that match something on the page are
  // inlined, so the copy needs nothing from the app and carries no more CSS than it draws with.
  html = await page.evaluate(() => {
    const matches = (selector) => {
      try {
        return Boolean(document.querySelector(selector.replace(/::?[a-z-]+(\([^)]*\))?/g, '') || '*'));
      } catch {
        return false;
      }
    };
    const used = (rules) =>
      [...rules]
        .map((rule) => {
          if (rule instanceof CSSStyleRule) return rule.selectorText.split(',').some(matches) ? rule.cssText : '';
          if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) {
            const inner = used(rule.cssRules);
            return inner ? rule.cssText.slice(0, rule.cssText.indexOf('{') + 1) + inner + '}' : '';
          }
          return rule.cssText;
        })
        .join('');
    for (const link of [...document.querySelectorAll('link[rel=stylesheet]')]) {
      const style = document.createElement('style');
      style.textContent = link.sheet ? used(link.sheet.cssRules) : '';
      link.replaceWith(style);
    }
    document.querySelectorAll('script, link[rel=preload], link[rel=modulepreload], link[rel=manifest]').forEach((node) => node.remove());
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await browser.close();
} finally {
  await app.stop();
}

const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
try {
  for (let run = 1; run <= 3; run += 1) {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'));
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`], userDataDir: false });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      console.log(`${target} without its JavaScript, run ${run}: score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`);
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
}
