// `npm run bench:bundle`: the JavaScript each page needs, per app, measured in Chromium against the
// built app (npm run build first). For the login page (signed out), a client's home page
// and its booking, appointment list and progress pages, and the admin's home, day, user list,
// revenue and inbox (signed in, first visit, empty cache), every .js response is recorded and
// compressed here with gzip level 6 and brotli (what a server or CDN sends), then grouped by the
// app it came from. Writes tmp/reports/bundle.json. The same measurement, with the budgets, is a
// browser test. BUNDLE_STATIC_DIR (dist) measures another build (an older commit's, say) against
// today's API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { startAppServer, root, ADMIN } = require('../../e2e/support/app-server.cjs');
const { measurePages } = require('../../e2e/support/page-weight.cjs');

const server = await startAppServer(process.env.BUNDLE_STATIC_DIR ? { staticDir: path.resolve(process.env.BUNDLE_STATIC_DIR) } : {});
try {
  const pages = await measurePages(server.url, { admin: ADMIN });
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  for (const page of pages) {
    console.log(`\n${page.name}: ${page.requests} requests, ${page.files.length} JS files, ${kb(page.total.gzip)} kB gzip, ${kb(page.total.brotli)} kB brotli, ${kb(page.total.raw)} kB raw`);
    console.log(`  ${'app'.padEnd(16)} ${'files'.padStart(5)} ${'gzip kB'.padStart(8)} ${'brotli kB'.padStart(9)} ${'raw kB'.padStart(8)}`);
    for (const [app, t] of Object.entries(page.byApp)) {
      console.log(`  ${app.padEnd(16)} ${String(t.files).padStart(5)} ${kb(t.gzip).padStart(8)} ${kb(t.brotli).padStart(9)} ${kb(t.raw).padStart(8)}`);
    }
    if (page.styles.files) console.log(`  stylesheets: ${page.styles.files}, ${kb(page.styles.gzip)} kB gzip, ${kb(page.styles.brotli)} kB brotli, ${kb(page.styles.raw)} kB raw`);
    const biggest = [...page.files].sort((a, b) => b.gzip - a.gzip).slice(0, 6);
    console.log(`  largest: ${biggest.map((f) => `${f.path} ${(f.gzip / 1000).toFixed(1)} kB`).join(', ')}`);
  }
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/reports/bundle.json'), JSON.stringify({ at: new Date().toISOString(), pages }, null, 2));
} finally {
  await server.stop();
}
