import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { registerClient } from '../support/flows';

// CommonJS helper shared with the global setup.
const { startAppServer, root } = require('../support/app-server.cjs');

const BOOKING_PAGE = 'src/features/appointments/components/booking-page.tsx';

describe('independent delivery of a remote', () => {
  let browser: Browser;
  let server: { url: string; stop(): Promise<void> };
  let deployDir: string;
  let sourceCopy: string;

  beforeAll(async () => {
    // A deployment of our own (a copy of dist/), so rebuilding a remote here touches nothing else.
    deployDir = mkdtempSync(path.join(root, 'tmp', 'deploy-'));
    for (const app of ['shell', 'mfe-client', 'mfe-admin', 'mfe-messaging']) cpSync(path.join(root, 'dist', app), path.join(deployDir, app), { recursive: true });
    server = await startAppServer({ staticDir: deployDir });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(deployDir, { recursive: true, force: true });
    if (sourceCopy) rmSync(sourceCopy, { recursive: true, force: true });
  });

  it('shows a rebuilt mfe-client after a reload, a screen at a new top-level path included, with no shell rebuild or restart', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await registerClient(page, 'Gita Bose', uniquePhone());
    await page.goto('/appointmentForm');
    await page.getByRole('heading', { name: 'Book Your Appointment', exact: true }).waitFor();
    const shellEntry = await (await fetch(`${server.url}/static/main.js`)).text();
    const before = await (await fetch(`${server.url}/remotes/mfe-client/mf-manifest.json`)).json();

    // The mfe-client team changes a heading, bumps its version and publishes only its folder.
    sourceCopy = mkdtempSync(path.join(root, 'tmp', 'mfe-client-next-'));
    cpSync(path.join(root, 'mfe-client'), sourceCopy, { recursive: true });
    const pagePath = path.join(sourceCopy, BOOKING_PAGE);
    // The heading is a catalogue text (issue 16): the release appends to it where the screen draws it.
    writeFileSync(
      pagePath,
      readFileSync(pagePath, 'utf8').replace("{t('appointments.booking.title')}</PageTitle>", "{`${t('appointments.booking.title')} · new release`}</PageTitle>"),
    );
    // The release also adds a screen at a top-level path no build of the shell has heard of.
    const routesPath = path.join(sourceCopy, 'src/routes.tsx');
    writeFileSync(
      routesPath,
      readFileSync(routesPath, 'utf8')
        .replace('/** The client-facing screens', "const WhatsNew = () => <h2>What's new in 1.0.1</h2>;\n\n/** The client-facing screens")
        .replace(/\]\);\s*$/, "  { path: 'whatsNew', access: EVERYONE, title: \"What's new\", Component: WhatsNew },\n]);\n"),
    );
    const pkgPath = path.join(sourceCopy, 'package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    writeFileSync(pkgPath, JSON.stringify({ ...pkg, version: '1.0.1', topLevelPaths: [...pkg.topLevelPaths, '/whatsNew'] }));
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
        '--config', path.join(root, 'mfe-client/webpack.config.js'),
        '--mode', 'production',
        '--env', `projectRoot=${sourceCopy}`,
        '--env', `outputPath=${path.join(deployDir, 'mfe-client')}`,
      ],
      { cwd: root, stdio: 'pipe' },
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Book Your Appointment · new release' }).waitFor();
    await screenshot(page, 'remote-redeployed');
    await page.goto('/whatsNew');
    await page.getByRole('heading', { name: "What's new in 1.0.1" }).waitFor();

    const after = await (await fetch(`${server.url}/remotes/mfe-client/mf-manifest.json`)).json();
    expect(before.metaData.buildInfo.buildVersion).toBe('1.0.0');
    expect(after.metaData.buildInfo.buildVersion).toBe('1.0.1');
    expect(after.metaData.buildInfo.buildName).toBe('@clinic/mfe-client');
    expect(after.metaData.topLevelPaths).toContain('/whatsNew');
    // The shell is byte for byte what it was.
    expect(await (await fetch(`${server.url}/static/main.js`)).text()).toBe(shellEntry);
    await context.close();
  }, 180_000);

  it('serves every remote\'s manifest and chunks to other origins (CORS)', async () => {
    for (const remote of ['mfe-client', 'mfe-admin', 'mfe-messaging']) {
      const manifest = await fetch(`${server.url}/remotes/${remote}/mf-manifest.json`, { headers: { origin: 'https://shell.example' } });
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      const body = await manifest.json();
      const entry = await fetch(`${server.url}/remotes/${remote}/${body.metaData.remoteEntry.name}`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
