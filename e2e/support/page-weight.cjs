// What JavaScript a page makes the browser download, measured in Chromium: every .js response of a
// first visit with an empty cache (each file counted once), and apart from it every .css response
// (antd's prebuilt stylesheet), compressed here (gzip level 6, brotli quality 11) so the figures
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

function summarise(name, files, requests, stylesheets = []) {
  const styles = { files: stylesheets.length, raw: 0, gzip: 0, brotli: 0 };
  for (const f of stylesheets) for (const key of ['raw', 'gzip', 'brotli']) styles[key] += f[key];
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
  return { name, files, byApp, total, requests, stylesheets, styles };
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
// Every request the page makes is counted too (code, styles, API calls, the event stream).
async function recordJs(page, action) {
  const paths = new Set();
  const cssPaths = new Set();
  let requests = 0;
  let origin;
  const onRequest = () => {
    requests += 1;
  };
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (response.status() !== 200 || !/\.(js|css)$/.test(url.pathname)) return;
    origin ??= url.origin;
    (url.pathname.endsWith('.css') ? cssPaths : paths).add(url.pathname);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await action();
  // Chunks requested after the first paint (lazy screens) still count for the page.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  const files = await Promise.all([...paths].map((p) => sizesOf(origin, p)));
  const stylesheets = await Promise.all([...cssPaths].map((p) => sizesOf(origin, p)));
  return { files, requests, stylesheets };
}

/**
 * The signed-in pages measured (issue 17's targets): each opened as a first visit, the HTTP cache
 * emptied before it, and done when its heading shows and the network is quiet.
 */
const SIGNED_IN_PAGES = [
  { name: 'client home (/home)', path: '/home', heading: null },
  { name: 'booking (/appointmentForm)', path: '/appointmentForm', heading: /^Book Your Appointment/ },
  { name: 'appointment list (/appointmentList)', path: '/appointmentList', heading: /Appointments$/ },
  { name: 'progress list with its chart (/progressList)', path: '/progressList', heading: /^Progress Records/ },
];

/**
 * The admin's pages (issue 17: they must not get slower while the client's pages are made lighter):
 * their home, the day, the user list, the revenue report with its chart and the inbox.
 */
const ADMIN_PAGES = [
  { name: 'admin home (/home)', path: '/home', heading: null },
  { name: "admin today's appointments (/admin/today)", path: '/admin/today', heading: /^Today's Appointments/ },
  { name: 'admin user list (/admin/userlist)', path: '/admin/userlist', heading: /^Users/ },
  { name: 'admin revenue (/admin/revenue)', path: '/admin/revenue', heading: /^Revenue/ },
  { name: 'admin conversations (/admin/conversationList)', path: '/admin/conversationList', heading: /^Conversations/ },
];

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

/** `pages` for a returning user: signed in through the form, then the page cache emptied before each page. */
async function measureSignedIn(browser, baseUrl, who, pages, contextOptions, suffix) {
  const session = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', ...contextOptions });
  try {
    const signedIn = await session.newPage();
    await signedIn.goto('/login');
    await signedIn.getByLabel('Phone number').fill(who.phone);
    await signedIn.getByLabel('Password').fill(who.password);
    await signedIn.getByRole('button', { name: 'Sign In' }).click();
    await signedIn.waitForURL((url) => !url.pathname.startsWith('/login'));
    const cdp = await session.newCDPSession(signedIn);
    const results = [];
    for (const target of pages) {
      await signedIn.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      const measured = await recordJs(signedIn, async () => {
        await signedIn.goto(target.path);
        const heading = target.heading ? signedIn.getByRole('heading', { name: target.heading }) : signedIn.getByRole('heading');
        await heading.first().waitFor();
      });
      results.push(summarise(target.name + suffix, measured.files, measured.requests, measured.stylesheets));
    }
    return results;
  } finally {
    await session.close();
  }
}

/**
 * The login page (signed out), then a client's pages (just signed in, cache emptied before each), on a
 * desktop and then on a phone, then the admin's pages on a desktop when `admin` is given.
 * Service workers are blocked: these are first visits, which no worker has seen.
 * @param {string} baseUrl the running app
 * @param {{ client?: { phone: string, password: string }, admin?: { phone: string, password: string } }} [who]
 *   client: an existing client (one is registered if absent)
 */
async function measurePages(baseUrl, { client, admin } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
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
    const results = [summarise('login page', login.files, login.requests, login.stylesheets)];
    results.push(...(await measureSignedIn(browser, baseUrl, who, SIGNED_IN_PAGES, {}, '')));
    // Lighthouse's mobile preset (a Moto G Power, 412 px wide): lists are cards there, so what a
    // phone downloads differs from a desktop's.
    results.push(...(await measureSignedIn(browser, baseUrl, who, SIGNED_IN_PAGES, PHONE, ', phone')));
    if (admin) results.push(...(await measureSignedIn(browser, baseUrl, admin, ADMIN_PAGES, {}, '')));
    return results;
  } finally {
    await browser.close();
  }
}

module.exports = { measurePages, CHROMIUM_ARGS, SIGNED_IN_PAGES };
