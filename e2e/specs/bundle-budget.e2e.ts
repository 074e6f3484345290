import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, launchBrowser, newSession, uniquePhone } from '../support/browser';
import { registerClient } from '../support/flows';

// CommonJS helper shared with `npm run bench:bundle`.
const { measurePages } = require('../support/page-weight.cjs');
const { root } = require('../support/app-server.cjs');

type Page = { name: string; total: { gzip: number }; byApp: Record<string, { gzip: number }>; files: { path: string }[] };

/** Issue 7's target: everything the sign-in page makes the browser download, gzip. */
const LOGIN_BUDGET = 200_000;

describe('what the first pages download', () => {
  let login: Page;
  let home: Page;
  beforeAll(async () => {
    [login, home] = await measurePages(baseUrl());
  });

  it(`the sign-in page needs at most ${LOGIN_BUDGET / 1000} kB of JavaScript (gzip)`, () => {
    expect(login.total.gzip).toBeLessThanOrEqual(LOGIN_BUDGET);
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

    const manifest = await get('/remotes/mfe-client/mf-manifest.json', 'br');
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  });
});
