import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// CommonJS helper shared with the global setup.
const { startAppServer, startFerretDb, freePort, ADMIN, root } = require('../support/app-server.cjs');

/**
 * What operators rely on when the process or the database goes away: a deploy (SIGTERM) loses no
 * accepted write, and a database outage gives quick 503s and heals without restarting the API.
 * Figures go to tmp/reports/reliability.json for docs/reliability.md.
 */
type Server = Awaited<ReturnType<typeof startAppServer>>;
const report: Record<string, unknown> = {};

async function call(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const started = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='));
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json, cookie: setCookie?.split(';')[0] ?? cookie, ms: performance.now() - started };
}

async function signUpClient(base: string, phone: string) {
  const res = await call(base, 'POST', '/api/users', { name: `Client ${phone}`, phone, password: 'client-pass-1' });
  expect(res.status).toBe(201);
  return { id: res.body._id as string, cookie: res.cookie as string };
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/reports/reliability.json'), JSON.stringify(report, null, 2));
});

async function ownDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-reliability-'));
  dirs.push(dataDir);
  const port = await freePort();
  const db = await startFerretDb({ dataDir, port });
  return { dataDir, port, db, uri: `mongodb://127.0.0.1:${port}/reliability` };
}

describe('Reliability (real processes)', () => {
  it('on SIGTERM drains, answers every request it received, stores every accepted write and exits 0', async () => {
    const database = await ownDatabase();
    const drainMs = 1500;
    let server: Server = await startAppServer({ mongoUri: database.uri, env: { SHUTDOWN_DRAIN_MS: String(drainMs) } });
    try {
      const admin = await call(server.url, 'POST', '/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password });
      const client = await signUpClient(server.url, '7100000001');

      // A browser tab listening for live messages must not hold the shutdown open.
      const stream = await fetch(`${server.url}/api/messages/events`, { headers: { cookie: client.cookie } });
      expect(stream.status).toBe(200);
      let terminatedAt = 0;
      const streamEndedAfter = stream.body!.pipeTo(new WritableStream()).then(
        () => performance.now() - terminatedAt,
        () => performance.now() - terminatedAt,
      );

      // Writes arrive steadily, as from a load balancer; SIGTERM lands in the middle of them. The
      // balancer sees health turn 503 and stops sending new ones well within the drain.
      const results: Array<{ status: number; id?: string; error?: string }> = [];
      const writes: Promise<void>[] = [];
      let healthWhileDraining: { status: number; body: { status?: string } } | undefined;
      for (let i = 0; ; i++) {
        if (i === 40) {
          terminatedAt = performance.now();
          server.kill('SIGTERM');
        }
        if (terminatedAt && !healthWhileDraining && performance.now() - terminatedAt > 100) {
          healthWhileDraining = await call(server.url, 'GET', '/api/health');
        }
        if (terminatedAt && performance.now() - terminatedAt > drainMs / 3) break;
        writes.push(
          call(server.url, 'POST', '/api/messages', { receiver: admin.body._id, content: `write ${i}` }, client.cookie).then(
            (res) => void results.push({ status: res.status, id: res.body?._id }),
            (error) => void results.push({ status: 0, error: String((error as Error).cause ?? error) }),
          ),
        );
        await new Promise((r) => setTimeout(r, 10));
      }
      await Promise.all(writes);
      const exit = await server.exited;
      const shutdownMs = performance.now() - terminatedAt;

      expect(healthWhileDraining).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect(await streamEndedAfter).toBeLessThan(drainMs);
      expect(exit).toEqual({ code: 0, signal: null });
      // Nothing reset or refused: every request that reached the app was answered, and stored.
      expect(results.filter((r) => r.status !== 201)).toEqual([]);

      // Everything the API said it stored is there after a restart on the same database.
      server = await startAppServer({ mongoUri: database.uri });
      const stored = await call(server.url, 'GET', `/api/messages/conversation/${admin.body._id}?limit=100`, undefined, client.cookie);
      expect(stored.status).toBe(200);
      const storedIds = new Set(stored.body.data.map((m: { _id: string }) => m._id));
      expect(results.length).toBeLessThanOrEqual(100);
      expect(storedIds).toEqual(new Set(results.map((r) => r.id)));

      // The audit entries of those writes were flushed on the way down, not lost with the process.
      const audit = await call(server.url, 'GET', `/api/audit/client/${client.id}?limit=100`, undefined, admin.cookie);
      expect(audit.status).toBe(200);
      const messageCreates = audit.body.data.filter((e: { action: string; resource: string }) => e.action === 'create' && e.resource === 'message');
      expect(messageCreates.length).toBe(results.length);

      report.gracefulShutdown = {
        drainMs,
        writesSent: results.length,
        answered201: results.filter((r) => r.status === 201).length,
        resetOrRefused: results.filter((r) => r.status === 0).length,
        storedAfterRestart: storedIds.size,
        auditEntriesFlushed: messageCreates.length,
        liveStreamEndedAfterMs: Math.round(await streamEndedAfter),
        sigtermToExitMs: Math.round(shutdownMs),
        exit,
      };
    } finally {
      await server.stop();
      await database.db.stop();
    }
  });

  it('answers 503 quickly while the database is down and recovers without a restart', async () => {
    const database = await ownDatabase();
    let db = database.db;
    const server: Server = await startAppServer({ mongoUri: database.uri });
    try {
      const client = await signUpClient(server.url, '7100000002');
      const before = await call(server.url, 'GET', `/api/users/${client.id}`, undefined, client.cookie);
      expect(before.status).toBe(200);

      // The database process dies (not a polite shutdown).
      db.process.kill('SIGKILL');
      await new Promise((r) => db.process.once('exit', r));

      const health = await call(server.url, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });

      const read = await call(server.url, 'GET', '/api/appointments', undefined, client.cookie);
      expect(read.status).toBe(503);
      expect(read.body).toMatchObject({ statusCode: 503, code: 'DATABASE.UNAVAILABLE' });
      const write = await call(server.url, 'PUT', '/api/users/profile', { address: 'Written while the database was down' }, client.cookie);
      expect(write.status).toBe(503);
      const signIn = await call(server.url, 'POST', '/api/users/auth', { phone: '7100000002', password: 'client-pass-1' });
      expect(signIn.status).toBe(503);
      // Fail fast: well under the time a browser or load balancer waits (server selection gives up after 3 s).
      const slowest = Math.max(health.ms, read.ms, write.ms, signIn.ms);
      expect(slowest).toBeLessThan(5000);

      // The database comes back on the same address and data; the API heals on its own.
      const restartedAt = performance.now();
      db = await startFerretDb({ dataDir: database.dataDir, port: database.port });
      let healthyAfterMs = -1;
      while (performance.now() - restartedAt < 30_000) {
        const h = await call(server.url, 'GET', '/api/health');
        if (h.status === 200) {
          healthyAfterMs = performance.now() - restartedAt;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(healthyAfterMs).toBeGreaterThanOrEqual(0);
      const after = await call(server.url, 'GET', `/api/users/${client.id}`, undefined, client.cookie);
      expect(after.status).toBe(200);
      // The write refused during the outage left nothing behind.
      expect(after.body.address).not.toBe('Written while the database was down');
      const again = await call(server.url, 'POST', '/api/users/auth', { phone: '7100000002', password: 'client-pass-1' });
      expect(again.status).toBe(200);

      report.databaseOutage = {
        healthMs: Math.round(health.ms),
        readMs: Math.round(read.ms),
        writeMs: Math.round(write.ms),
        signInMs: Math.round(signIn.ms),
        healthyAfterRestartMs: Math.round(healthyAfterMs),
        appRestarted: false,
      };
    } finally {
      await server.stop();
      await db.stop();
    }
  });
});
