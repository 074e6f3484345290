import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, launchBrowser, newSession, uniquePhone } from '../support/browser';
import { registerClient } from '../support/flows';

// CommonJS helper shared with `npm run bench:bundle`.
const { measurePages } = require('../support/page-weight.cjs');
const { root, ADMIN } = require('../support/app-server.cjs');

type Page = {
  name: string;
  total: { gzip: number };
  byApp: Record<string, { gzip: number }>;
  files: { path: string }[];
  requests: number;
  stylesheets: { path: string }[];
  styles: { gzip: number };
};

/**
 * What each page may make the browser download on a first visit: JavaScript (gzip) and requests of
 * any kind. Issue 17's targets are sign-in ≤ 170 kB, signed-in pages ≤ 250 kB (progress with its
 * chart ≤ 300 kB) and ≤ 40 requests; where a page is not there yet its budget is today's figure plus
 * a little (docs/benchmarks.md), so it can only get better: lower a budget when a page gets lighter.
 */
const BUDGETS: Record<string, { gzip: number; requests: number }> = {
  // 165.7 kB, 7 requests, in English, Hindi not loaded: issue 17's target. antd's theme and style
  // engine load with the first page that draws antd, not here (was 198.8 kB with them). 169.5 kB
  // on 2026-11-29, with the offline fixes and rupees written without Intl.
  'login page': { gzip: 170_000, requests: 40 },
  // 249.1 kB, 18–20 requests: the role home's panels (issue 13), i18next and English texts (issue 16);
  // headings without antd's Typography (-19 kB); the header's menu, bell and counts without antd's
  // Menu, Popover and Badge, the home's figures and loading bars without Statistic and Skeleton (-43 kB).
  // antd's core shared by file with the remotes (+0.9 kB of the federation runtime's tables).
  'client home (/home)': { gzip: 250_100, requests: 40 },
  // 374.3 kB, 31 requests; the shell draws the screen's heading while its code loads (+1.8 kB), and
  // its "section unavailable" notice without antd's Result and Button (-30 kB, -3 requests); the
  // contracts declared free of side effects (-8 to -10 kB on the remote pages). The remotes use the
  // shell's federation runtime core instead of their own (-16.5 kB on every remote page). The remotes'
  // production builds without antd's run-time style code, which the prebuilt stylesheet stands in for (-30 kB).
  // antd's ConfigProvider, theme, style helpers and English texts taken from the shell (-7 to -16 kB).
  // The price field, which only the clinic's side sees, and antd's other inputs than TextArea left
  // out of a client's booking page (-13.0 kB, -2 requests): 361.7 kB, 29 requests. The date's hint
  // drawn by the field instead of antd's `extra`, whose height antd measured inside the form's first
  // commit (+0.1 kB for about 25 ms less blocking time on a phone's CPU): 364.0 kB. antd's DatePicker
  // loaded when the date can first be chosen (a nutritionist chosen, or the select touched), an off
  // field in its markup until then (-26.0 kB): 338.1 kB.
  // Issue 59 (2026-12-06): the nutrition screens' query hooks and texts are split out, but a shared
  // chunk of the remote still carries part of them: +1.25 kB here, +0.6 kB on the list (to be taken back).
  'booking (/appointmentForm)': { gzip: 339_800, requests: 40 },
  // 342.8 kB, 29 requests: the reschedule and cancel dialogs load when first opened. antd's Table
  // without its row selection, column filter menus and virtual mode, which no table uses (-57.6 kB);
  // then the kit's own table in antd's markup instead of antd's Table (-19.3 kB). The filter bar in
  // a chunk of its own, which a phone loads only when asked (+1.0 kB, +2 requests here); the delete
  // question and the address's appointment panel loaded when wanted (-4.5 kB): 339.3 kB. The kit's
  // Button, Tag and Space in antd's markup (libs/ui; antd's still come with the date pickers): 338.8 kB.
  // The early paint's script (shell/src/early-paint, +2.5 kB and +1 request on every page): 341.4 kB.
  'appointment list (/appointmentList)': { gzip: 343_600, requests: 40 },
  // 292.9 kB, 30 requests: issue 17's target (300 kB), at a desktop's width too. The values' table
  // under the chart (issue 16); the lean Table (-57.7 kB). The clinic's client picker loads only for
  // the clinic's side, Pagination without its size changer's Select, the axes' ticks from d3-array
  // instead of d3-scale (-40.5 kB); the kit's own table in antd's markup instead of antd's Table (-19.4 kB).
  // The delete question loaded when wanted (-15 kB): 277.8 kB. The kit's Button, Tag and Space in
  // antd's markup instead of antd's (-10.9 kB): 266.9 kB.
  'progress list with its chart (/progressList)': { gzip: 270_200, requests: 40 },
  // On a phone (Lighthouse's mobile preset, 412 px) lists are cards and antd's Table is never fetched.
  'client home (/home), phone': { gzip: 250_100, requests: 40 },
  'booking (/appointmentForm), phone': { gzip: 339_800, requests: 40 },
  // 259.3 kB, 25 requests: the filters (date pickers and selects) behind a button, loaded when it is
  // pressed (-53.3 kB); the pager only when there is a second page, the delete question and the
  // address's appointment panel when wanted (-27.6 kB). The kit's Button, Tag and Space in antd's
  // markup instead of antd's (-12.9 kB): 246.4 kB, 24 requests, issue 17's target. The early paint's
  // script; rupees without Intl and the offline fixes (+0.6 kB), the sign-in screens' texts with
  // those screens (-0.6 kB): 249.8 kB. Offline, a record never kept says so (the kit's text), and the
  // last answers are kept on leaving a page (+0.1 kB): 250.0 kB.
  'appointment list (/appointmentList), phone': { gzip: 251_000, requests: 40 },
  // 265.4 kB, 28 requests: issue 17's target (300 kB); the pager and the delete question when wanted.
  // The kit's Button, Tag and Space (-12.9 kB): 252.5 kB, 27 requests.
  'progress list with its chart (/progressList), phone': { gzip: 256_000, requests: 40 },
  // The admin's pages must not get slower (issue 17). Before it (a build of 18009e3): home 323.3 kB
  // and 40 requests, the day 557.4 kB and 59, users 540.4 kB and 58, revenue 713.2 kB and 63, the
  // inbox 425.4 kB and 48. Today's figures, plus a little:
  // 249.3 kB, 19 requests: the same shell chunks as the client's home (the role's panels are one chunk).
  'admin home (/home)': { gzip: 252_000, requests: 40 },
  // 354.5 kB, 33 requests.
  "admin today's appointments (/admin/today)": { gzip: 358_000, requests: 40 },
  // 315.5 kB, 29 requests (the kit's table instead of antd's: -17.6 kB; the delete question when wanted).
  // The kit's Tag and Space: 314.6 kB.
  // The early paint's script: 317.2 kB.
  'admin user list (/admin/userlist)': { gzip: 319_500, requests: 40 },
  // 495.9 kB, 38 requests: the revenue chart's recharts (112 kB) in a chunk of its own; the charts
  // lib imported with the screen, so that the chart's room is drawn at once (+1.2 kB, +1 request).
  // The early paint's script: 498.8 kB. Rupees and numbers written without Intl, whose first
  // formatter took a phone 50-70 ms on the pages that show an amount (+0.2 kB on every page), the
  // offline fixes of 2026-11-29 (+0.4 kB), the sign-in screens' texts loaded with them (-0.6 kB): 500.0 kB.
  // Offline, a record never kept says so, and the last answers are kept on leaving a page (+40 B): 500.0 kB.
  'admin revenue (/admin/revenue)': { gzip: 501_000, requests: 40 },
  // 256.2 kB, 24 requests; the early paint's script: 258.8 kB. Offline, the list says when it was never
  // kept instead of a placeholder that never ends: the kit's texts come with it (+1.4 kB): 261.0 kB.
  'admin conversations (/admin/conversationList)': { gzip: 262_500, requests: 40 },
};

describe('what the first pages download', () => {
  let pages: Page[];
  let login: Page;
  let home: Page;
  beforeAll(async () => {
    pages = await measurePages(baseUrl(), { admin: ADMIN });
    [login, home] = pages;
  }, 480_000);

  it('every page measured has a budget', () => {
    expect(pages.map((p) => p.name).sort()).toEqual(Object.keys(BUDGETS).sort());
  });

  it.each(Object.entries(BUDGETS))('%s stays within its JavaScript (gzip) and request budgets', (name, budget) => {
    const page = pages.find((p) => p.name === name)!;
    expect({ gzip: page.total.gzip, requests: page.requests }).toEqual({
      gzip: Math.min(page.total.gzip, budget.gzip),
      requests: Math.min(page.requests, budget.requests),
    });
  });

  // antd's prebuilt stylesheet (51.9 kB gzip, one file for every antd component the apps draw) is in
  // place of antd's style engine writing the same rules at run time (docs/decisions.md).
  it('the sign-in page fetches no stylesheet; the others only antd\'s, once, within 56 kB gzip', () => {
    expect(login.stylesheets).toEqual([]);
    for (const page of pages.filter((p) => p !== login)) {
      expect([page.name, page.stylesheets.map((f) => f.path)]).toEqual([page.name, [expect.stringMatching(/^\/static\/antd\.[0-9a-f]{8}\.css$/)]]);
      expect([page.name, page.styles.gzip]).toEqual([page.name, Math.min(page.styles.gzip, 56_000)]);
    }
  });

  // V8 compiles the functions of a file that starts with this hint as the file streams, off the main
  // thread (Chrome 136 and later). main.js is inserted by the early paint after a preload, which is
  // not streamed, so with the hint it was compiled whole on the main thread (docs/decisions.md).
  it('asks V8 to compile every script as it streams, except main.js and the early paint', async () => {
    const paths = [...new Set(pages.flatMap((p) => p.files.map((f) => f.path)))].sort();
    const firstLines = await Promise.all(paths.map(async (file) => (await (await fetch(`${baseUrl()}${file}`)).text()).split('\n', 1)[0]));
    const unhinted = paths.filter((_, i) => firstLines[i] !== '//# allFunctionsCalledOnLoad');
    expect(unhinted).toEqual([expect.stringMatching(/^\/static\/early-paint\.[0-9a-f]{8}\.js$/), '/static/main.js']);
    expect(paths.length).toBeGreaterThan(20);
  });

  it('no remote is fetched for the sign-in page, nor for the home page (both are the shell\'s)', () => {
    expect(Object.keys(login.byApp)).toEqual(['shell']);
    expect(Object.keys(home.byApp)).toEqual(['shell']);
  });

  it('a remote\'s code is fetched when a route it owns is first visited, and only that remote\'s', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newSession(browser);
      // Code, not the manifests: the shell reads those (small JSON) to learn which remote owns a path.
      const remotesFetched = new Set<string>();
      page.on('request', (request) => {
        const remote = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\/.*\.js$/);
        if (remote) remotesFetched.add(remote[1]);
      });
      await registerClient(page, 'Remote On Demand', uniquePhone());
      expect([...remotesFetched]).toEqual([]);

      await page.goto('/appointmentForm');
      await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
      expect([...remotesFetched]).toEqual(['mfe-client']);

      await page.goto('/conversation');
      await page.getByRole('heading', { name: 'View Conversation' }).waitFor();
      expect([...remotesFetched].sort()).toEqual(['mfe-client', 'mfe-messaging']);
    } finally {
      await browser.close();
    }
  });
});

describe('the first paint of a remote\'s screen', () => {
  // The shell renders in slices and fetches the screen's remote ahead of need: started while the
  // first render was still in slices, the remote's code was evaluated in between them and held the
  // phone's first paint back by a second (issue 17).
  it('comes before the remote\'s code is asked for, on a phone\'s CPU, when the screen is opened directly', async () => {
    const browser = await launchBrowser();
    try {
      const { context, page } = await newSession(browser, { serviceWorkers: 'block' });
      await registerClient(page, 'First Paint First', uniquePhone());
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/appointmentList');
      await page.getByRole('heading', { level: 1, name: 'My Appointments' }).waitFor();
      const order = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        remoteCode: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/remotes\/mfe-client\/.*\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(order.firstPaint).toEqual(expect.any(Number));
      expect(order.remoteCode).toBeGreaterThan(order.firstPaint!);
    } finally {
      await browser.close();
    }
  });
});

describe('how the built files are sent', () => {
  const get = (path: string, encoding: string) => fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': encoding } });

  it('compressed (brotli, else gzip, else plain), with the entry revalidated and hashed chunks cached for good', async () => {
    // A content-hashed chunk of the shell's build being served, big enough to be worth compressing.
    const dir = path.join(root, 'dist/shell/static');
    const hashedName = readdirSync(dir).find((f) => /\.[0-9a-f]{8}\.js$/.test(f) && statSync(path.join(dir, f)).size > 4096);
    const chunk = `/static/${hashedName}`;

    for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const entry = await get('/static/main.js', encoding);
      expect(entry.headers.get('content-encoding')).toBe(expected);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(entry.headers.get('vary')).toMatch(/accept-encoding/i);
      const hashed = await get(chunk, encoding);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('content-encoding')).toBe(expected);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // The same bytes whichever way they travel.
    const plain = await (await get('/static/main.js', 'identity')).text();
    expect(await (await get('/static/main.js', 'br')).text()).toBe(plain);

    // What keeps its name across deploys is revalidated on every visit, never cached for good.
    for (const unhashed of ['/', '/home', '/remotes/mfe-client/remoteEntry.js', '/config.json', '/sw.js', '/static/manifest.webmanifest', '/static/icons/icon-192.png']) {
      const response = await get(unhashed, 'identity');
      expect([unhashed, response.status, response.headers.get('cache-control')]).toEqual([unhashed, 200, 'no-cache']);
    }
    // antd's stylesheet, named by its content like the chunks.
    const stylesheet = readdirSync(dir).find((f) => /^antd\.[0-9a-f]{8}\.css$/.test(f));
    const css = await get(`/static/${stylesheet}`, 'br, gzip');
    expect([css.status, css.headers.get('content-type'), css.headers.get('content-encoding'), css.headers.get('cache-control')]).toEqual([
      200,
      expect.stringMatching(/^text\/css/),
      'br',
      'public, max-age=31536000, immutable',
    ]);
    const remoteChunk = readdirSync(path.join(root, 'dist/mfe-client')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
    expect((await get(`/remotes/mfe-client/${remoteChunk}`, 'identity')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const manifest = await get('/remotes/mfe-client/mf-manifest.json', 'br');
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });
});
