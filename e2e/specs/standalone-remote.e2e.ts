import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';

const { root, freePort } = require('../support/app-server.cjs');

async function waitForHttp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dev server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`dev server did not answer:\n${output()}`);
}

describe('a remote on its own (nx serve)', () => {
  let browser: Browser;
  let devServer: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    let log = '';
    devServer = spawn(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--config', 'mfe-messaging/webpack.config.js', '--mode', 'development', '--env', 'standalone', '--env', `port=${port}`],
      { cwd: root, env: { ...process.env, API_URL: baseUrl() }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    devServer.stdout!.on('data', (c) => (log += c));
    devServer.stderr!.on('data', (c) => (log += c));
    await waitForHttp(url, devServer, () => log);
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    devServer?.kill('SIGTERM');
  });

  it('runs mfe-messaging with a signed-in session, without the shell or other remotes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const remoteRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/remotes/') && remoteRequests.push(r.url()));
    await page.goto(url);
    await page.getByRole('heading', { name: 'Dev host: sign in' }).waitFor();
    await page.getByLabel('Phone number').fill('9999999999');
    await page.getByLabel('Password').fill('admin12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Send a Message' }).click();
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();
    await page.getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('heading', { name: 'Conversations' }).waitFor();
    await screenshot(page, 'standalone-remote');
    expect(remoteRequests).toEqual([]);
    await page.close();
  });
});
