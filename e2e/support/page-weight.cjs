// What JavaScript a page makes the browser download, measured in Chromium: every .js response of a
// first visit with an empty cache (each file counted once), compressed here (gzip level 6, brotli quality 11) so the figures
// do not depend on what the server compresses. Used by the bundle budget test and
// `npm run bench:bundle`.
const { brotliCompressSync, gzipSync, constants } = require('node:zlib');
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function appOf(pathname) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\//);
  return remote ? remote[1] : 'shell';
}

function summarise(name, files) {
  const byApp = {};
  const total = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const t = (byApp[f.app] ??= { files: 0, raw: 0, gzip: 0, brotli: 0 });
    for (const sum of [t, total]) {
      sum.files += 1;
      sum.raw += f.raw;
      sum.gzip += f.gzip;
      sum.brotli += f.brotli;
    }
  }
  return { name, files, byApp, total };
}

/** Sizes of one served file, fetched again by path: the same bytes the page got (built files). */
async function sizesOf(origin, pathname) {
  const res = await fetch(origin + pathname, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    path: pathname,
    app: appOf(pathname),
    raw: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

// Only the paths are noted while the page loads; the bytes are fetched afterwards. Reading
// `response.body()` raced with navigation ("No resource with given identifier found") on a
// loaded machine, since Chromium drops a response's body once the page moves on.
async function recordJs(page, action) {
  const paths = new Set();
  let origin;
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    origin ??= url.origin;
    paths.add(url.pathname);
  };
  page.on('response', onResponse);
  await action();
  // Chunks requested after the first paint (lazy screens) still count for the page.
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all([...paths].map((p) => sizesOf(origin, p)));
}

/**
 * The login page (signed out) and a client's home page (just signed in, cache emptied first).
 * @param {string} baseUrl the running app
 * @param {{ phone: string, password: string }} [client] an existing client; one is registered if absent
 */
async function measurePages(baseUrl, client) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const login = await recordJs(page, async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    });

    let who = client;
    if (!who) {
      who = { phone: `6${String(Date.now()).slice(-9)}`, password: 'bundle-report-1' };
      const res = await fetch(`${baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bundle Report', ...who }),
      });
      if (res.status !== 201) throw new Error(`could not register a client: ${res.status}`);
    }
    // A returning client: signed in through the form, then the page cache is emptied.
    const session = await browser.newContext({ baseURL: baseUrl });
    const homePage = await session.newPage();
    await homePage.goto('/login');
    await homePage.getByLabel('Phone number').fill(who.phone);
    await homePage.getByLabel('Password').fill(who.password);
    await homePage.getByRole('button', { name: 'Sign In' }).click();
    await homePage.waitForURL((url) => !url.pathname.startsWith('/login'));
    const cdp = await session.newCDPSession(homePage);
    await cdp.send('Network.clearBrowserCache');
    const home = await recordJs(homePage, async () => {
      await homePage.goto('/home');
      await homePage.getByRole('heading').first().waitFor();
    });
    return [summarise('login page', login), summarise('client home (/home)', home)];
  } finally {
    await browser.close();
  }
}

module.exports = { measurePages, CHROMIUM_ARGS };
