import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { chooseOption, openMenu, registerClient, signIn, signOut } from '../support/flows';

// CommonJS helper shared with the global setup.
const { startAppServer, root, ADMIN } = require('../support/app-server.cjs');

const MESSAGE = 'Is my plan fine for the weekend?';
const REPLY = 'Yes, keep the Sunday lunch light.';
const sessionUserId = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!).user._id as string);

/** Waits until the service worker is active and controls the page (it registers once the page is idle). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** What the worker's caches hold, by URL path. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** A signed-in client's message to the clinic's admin (MESSAGE), so that there is a conversation to keep. */
async function writeToTheClinic(page: Page): Promise<void> {
  await page.goto('/sendMessage');
  await chooseOption(page, 'To', ADMIN.name);
  await page.getByLabel('Message', { exact: true }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Message sent successfully!').first().waitFor();
}

const offlineKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('clinic.offline.')));

describe('installable, and readable offline', () => {
  let browser: Browser;
  // A deployment of our own (a copy of dist/), so a remote can be redeployed here without touching others.
  let server: { url: string; stop(): Promise<void> };
  let deployDir: string;

  beforeAll(async () => {
    deployDir = mkdtempSync(path.join(root, 'tmp', 'pwa-deploy-'));
    for (const app of ['shell', 'mfe-client', 'mfe-admin', 'mfe-messaging']) cpSync(path.join(root, 'dist', app), path.join(deployDir, app), { recursive: true });
    server = await startAppServer({ staticDir: deployDir });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  const newContext = (): Promise<BrowserContext> => browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });

  it('meets the install criteria: a valid manifest is linked and an active service worker controls the page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/static/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Nutrition Clinic', start_url: '/home', display: 'standalone', theme_color: '#2f7d4f' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      // A PNG of the size it claims (width and height in the IHDR chunk).
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
    await controlledByServiceWorker(page);
    // Chromium's own verdict on installability.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito ones, where Chromium never offers to install; that is the
    // only objection allowed.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    // The worker is sent like an entry file: revalidated on every visit.
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('offline, a signed-in client sees what they saw last, with a banner, server actions off; sign-out leaves nothing of theirs', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await registerClient(page, 'Nila Offline', uniquePhone());
    await writeToTheClinic(page);

    // The admin's id, for the conversation's address.
    const adminContext = await newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN.phone, ADMIN.password);
    const adminId = await sessionUserId(adminPage);
    const clientId = await sessionUserId(page);
    const sent = await adminPage.request.post('/api/messages', { data: { receiver: clientId, content: REPLY } });
    expect(sent.status()).toBe(201);
    await adminContext.close();

    // The installed app opens on /home: its overview (here, the nutritionist's unread reply) is kept too.
    await page.goto('/home');
    await page.getByTestId('home-unread').getByText(REPLY).waitFor();
    await page.waitForFunction(
      (text) => Object.keys(localStorage).some((key) => key.startsWith('clinic.offline.') && (localStorage.getItem(key) ?? '').includes(text)),
      REPLY,
    );

    // Online, under the service worker: the conversation is read once.
    await controlledByServiceWorker(page);
    await page.goto(`/conversation?user=${adminId}`);
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();
    const seenAt = new Date();
    // Kept for offline once the conversation's answer is in the offline copy (written a moment after
    // it arrives; an offline copy from the page before can already be there).
    await page.waitForFunction(
      (text) => Object.keys(localStorage).some((key) => key.startsWith('clinic.offline.') && (localStorage.getItem(key) ?? '').includes(text)),
      MESSAGE,
    );

    // Offline, the same address reloads from the worker and shows the conversation kept from then.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();
    const banner = page.getByRole('status').filter({ hasText: /offline, showing what you saw at \d\d:\d\d/ });
    await banner.waitFor();
    // HH:mm on the clinic's clock (Asia/Kolkata by default), within a minute of when it was read.
    const clock = (at: Date) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(at);
    expect([clock(seenAt), clock(new Date(seenAt.getTime() - 60_000))]).toContain((await banner.innerText()).match(/at (\d\d:\d\d)/)![1]);
    await screenshot(page, 'offline-conversation');

    // A reply sent offline waits (nothing reaches the server), and goes when the connection returns.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages') posted.push(request.url());
    });
    await page.getByLabel('Reply').fill('Typed on the train');
    await page.getByRole('button', { name: /Send/ }).click();
    await page.waitForTimeout(500);
    expect(posted).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('log', { name: 'Messages' }).getByText('Typed on the train').waitFor();
    expect(posted).toHaveLength(1);

    // Other actions that need the server are off while offline (the kept list, its booking button).
    await page.goto('/appointmentList');
    await page.getByRole('heading', { name: /Appointments$/ }).waitFor();
    await page.waitForFunction(() => Object.entries(localStorage).some(([key, value]) => key.startsWith('clinic.offline.') && value.includes('"appointments"')));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: /Appointments$/ }).waitFor();
    await banner.waitFor();
    expect(await page.getByRole('button', { name: 'Book Appointment' }).isDisabled()).toBe(true);
    await screenshot(page, 'offline-appointment-list');

    // Opening the app offline: the home page shows the overview as it was, not a wait that never ends.
    await page.goto('/home');
    await banner.waitFor();
    await page.getByTestId('home-unread').getByText(REPLY).waitFor();
    await screenshot(page, 'offline-home');

    // Back online: the app works again, then the client signs out.
    await context.setOffline(false);
    await page.goto('/appointmentList');
    await page.getByRole('heading', { name: /Appointments$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Appointment' }).isDisabled()).toBe(false);
    await signOut(page);
    expect(await offlineKeys(page)).toEqual([]);
    // The worker never kept any API answer: nothing private in its caches.
    expect((await cachedPaths(page)).filter((p) => p.startsWith('/api/'))).toEqual([]);

    // Offline again after sign-out: the app still opens, but shows nothing of the previous user.
    await context.setOffline(true);
    await page.goto(`/conversation?user=${adminId}`);
    // The app opens from the worker's cache: a banner with no "what you saw", nobody signed in.
    await page.getByRole('status').filter({ hasText: /^You're offline\. / }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText(MESSAGE).count()).toBe(0);
    expect(await page.getByText('Nila Offline').count()).toBe(0);
    await screenshot(page, 'offline-signed-out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offline: the header's Messages opens the kept conversation, a screen never opened says it needs the connection, and sign-out neither drops a waiting reply unasked nor leaves the session open", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const name = 'Ira Offline';
    await registerClient(page, name, uniquePhone());
    await writeToTheClinic(page);

    // Online, under the service worker: the header's Messages opens the conversation, and the
    // appointment list is seen once (its remote's code is then on the device, not its other screens).
    await page.goto('/appointmentList');
    await page.getByRole('heading', { name: /Appointments$/ }).waitFor();
    await controlledByServiceWorker(page);
    await page.locator('a.header-messages').click();
    await page.waitForURL(/\/conversation\?user=/);
    const thread = page.url();
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();
    await page.waitForFunction(
      (text) => Object.keys(localStorage).some((key) => key.startsWith('clinic.offline.') && (localStorage.getItem(key) ?? '').includes(text)),
      MESSAGE,
    );

    await context.setOffline(true);
    // A screen whose code this device never fetched: said so, not blamed on an update.
    await page.goto('/progressList');
    await page.getByRole('alert').getByText('This page needs the connection').waitFor();
    await screenshot(page, 'offline-screen-not-kept');
    // The header's Messages goes to the kept conversation at once (it waited for the connection before).
    await page.locator('a.header-messages').click();
    await page.waitForURL(thread);
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();

    // A reply waits for the connection; signing out would delete it, so the app asks first.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages') posted.push(request.url());
    });
    await page.getByLabel('Reply').fill('Sent from the lift');
    await page.getByRole('button', { name: /Send/ }).click();
    const askedToDiscard: string[] = [];
    page.once('dialog', (dialog) => {
      askedToDiscard.push(dialog.message());
      void dialog.dismiss();
    });
    await openMenu(page, name);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForTimeout(300);
    expect(askedToDiscard).toEqual(['A message you sent while offline has not gone yet. Signing out now deletes it. Sign out anyway?']);
    expect(await sessionUserId(page)).toBeTruthy();

    // Signing out anyway: the device forgets the user at once; the server, which could not be told,
    // ends the session as soon as the connection returns (the cookie no longer opens the account).
    page.once('dialog', (dialog) => void dialog.accept());
    await openMenu(page, name);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('clinic.session') === null);
    expect(await page.evaluate(() => localStorage.getItem('clinic.pendingSignOut'))).toBe('1');
    expect(await offlineKeys(page)).toEqual([]);
    await context.setOffline(false);
    await page.waitForFunction(() => localStorage.getItem('clinic.pendingSignOut') === null, undefined, { timeout: 15_000 });
    expect((await page.request.get('/api/users/profile')).status()).toBe(401);
    expect(posted).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offline: a nutritionist's hours and whom to talk to stay readable, what was never opened says so, and a message's Delete and a new weigh-in wait for the connection", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await registerClient(page, 'Tara Offline', uniquePhone());
    await writeToTheClinic(page);
    const clientId = await sessionUserId(page);
    const nutritionists = await (await page.request.get('/api/users/nutritionists?limit=100')).json();
    const adminId: string = nutritionists.data.find((n: { name: string }) => n.name === ADMIN.name)._id;
    const kept = (text: string) =>
      page.waitForFunction((t) => Object.entries(localStorage).some(([key, value]) => key.startsWith('clinic.offline.') && value.includes(t)), text);

    // Online, under the service worker: the nutritionist's hours, the conversation, the page for a
    // weigh-in and one appointment's page (an address with no appointment) are each opened once.
    await controlledByServiceWorker(page);
    await page.goto(`/nutritionistAvailability/${adminId}`);
    await page.getByRole('heading', { name: 'Nutritionist Availability' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-skeleton'));
    await kept(`"of","${adminId}","dates"`);
    await page.goto(`/conversation?user=${adminId}`);
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();
    await kept(MESSAGE);
    await page.goto(`/admin/progressPlans/${clientId}`);
    await page.getByRole('heading', { name: 'Add a measurement' }).waitFor();
    await page.goto(`/appointments/${'a'.repeat(24)}/view`);
    await page.getByText('Failed to load appointment.').waitFor();

    await context.setOffline(true);
    // The hours as they were, and the choice of nutritionist still on (reading asks nothing of the server).
    await page.goto(`/nutritionistAvailability/${adminId}`);
    await page.getByRole('status').filter({ hasText: /offline, showing what you saw at/ }).waitFor();
    await page.getByRole('heading', { name: 'Nutritionist Availability' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-skeleton'), undefined, { timeout: 5000 });
    expect(await page.getByRole('combobox', { name: 'Nutritionist' }).isEnabled()).toBe(true);
    await page.getByText(ADMIN.name).first().waitFor();
    // The coming weeks on their dates too, as they were.
    expect(await page.getByRole('status').filter({ hasText: 'this was not opened on this device before' }).count()).toBe(0);
    await screenshot(page, 'offline-availability');

    // Whom to talk to, from the kept list; the kept thread; deleting a message waits for the connection.
    await page.goto('/conversation');
    await chooseOption(page, 'Conversation with', ADMIN.name);
    await page.getByRole('log', { name: 'Messages' }).getByText(MESSAGE).waitFor();
    expect(await page.getByRole('button', { name: 'Delete message' }).isDisabled()).toBe(true);

    // An appointment never opened on this device: said so, not a placeholder that never ends.
    await page.goto(`/appointments/${'b'.repeat(24)}/view`);
    await page.getByRole('status').filter({ hasText: 'this was not opened on this device before' }).waitFor();
    expect(await page.locator('.ant-skeleton').count()).toBe(0);
    await screenshot(page, 'offline-not-kept');

    // A weigh-in: the form opens (no question to the server about who is signed in), its button off.
    await page.goto(`/admin/progressPlans/${clientId}`);
    await page.getByRole('heading', { name: 'Add a measurement' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add record' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a redeployed remote is used on the next visit, whole, not a cached copy of the old one', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await registerClient(page, 'Varun Redeploy', uniquePhone());
    await controlledByServiceWorker(page);
    await page.goto('/appointmentForm');
    await page.getByRole('heading', { name: 'Book Your Appointment', exact: true }).waitFor();
    expect((await cachedPaths(page)).some((p) => p.startsWith('/remotes/mfe-client/'))).toBe(true);

    // A new release of mfe-client only: its booking screen's chunk changes, under a new hashed name,
    // and its entry files point at it (what a rebuild does; independent-delivery.e2e.ts rebuilds for real).
    const remoteDir = path.join(deployDir, 'mfe-client');
    const chunk = readdirSync(remoteDir).find((f) => /\.[0-9a-f]{8}\.js$/.test(f) && readFileSync(path.join(remoteDir, f), 'utf8').includes('Book Your Appointment'))!;
    const oldHash = chunk.match(/\.([0-9a-f]{8})\.js$/)![1];
    const newHash = 'feed5eed';
    const newChunk = chunk.replace(oldHash, newHash);
    writeFileSync(path.join(remoteDir, newChunk), readFileSync(path.join(remoteDir, chunk), 'utf8').replaceAll('Book Your Appointment', 'Book Your Appointment · new release'));
    for (const f of readdirSync(remoteDir)) if (/\.(br|gz)$/.test(f) && f.startsWith(chunk)) rmSync(path.join(remoteDir, f));
    renameSync(path.join(remoteDir, chunk), path.join(remoteDir, `${chunk}.old`));
    for (const entry of ['remoteEntry.js', 'mf-manifest.json']) {
      const file = path.join(remoteDir, entry);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(oldHash, newHash));
      for (const compressed of ['.br', '.gz']) rmSync(file + compressed, { force: true });
    }

    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remotes/mfe-client/')) fetched.push(url.pathname);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Book Your Appointment · new release' }).waitFor();
    await screenshot(page, 'pwa-remote-redeployed');
    expect(fetched).toContain(`/remotes/mfe-client/${newChunk}`);
    expect(fetched).not.toContain(`/remotes/mfe-client/${chunk}`);
    await context.close();
  });
});
