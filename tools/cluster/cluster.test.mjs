// The cluster under load and faults, with real processes: FerretDB, Redis, three instances of the
// built backend and HAProxy (tools/cluster). Asserts correctness (every message delivered, one
// booking per slot, no failed request, no lost write) and prints the figures, which also go to
// tmp/reports/cluster.json; timings are printed, never asserted (a shared CI machine varies).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startCluster } = require('./cluster.cjs');
const argon2 = require('@node-rs/argon2');
const { MongoClient, ObjectId } = require('mongodb');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'cluster-password-1';
const figures = {};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}
const ms = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** One signed-in user (or nobody), talking to one base URL (the balancer or an instance). */
class Client {
  constructor(base, cookie = null) {
    this.base = base;
    this.cookie = cookie;
  }

  at(base) {
    return new Client(base, this.cookie);
  }

  async request(method, route, body) {
    const res = await fetch(this.base + route, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: this.base,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('clinic_session=')) this.cookie = setCookie.split(';')[0];
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, requestId: res.headers.get('x-request-id') };
  }

  async signIn(phone, password = PASSWORD) {
    const res = await this.request('POST', '/api/users/auth', { phone, password });
    assert.equal(res.status, 200, `sign-in ${phone}: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }
}

/** A live event stream, parsed as a browser's EventSource would; `next` waits for a matching event. */
async function openStream(client) {
  const controller = new AbortController();
  const res = await fetch(`${client.base}/api/messages/events`, {
    headers: { cookie: client.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  const events = [];
  let waiters = [];
  (async () => {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          let parsed = data;
          try {
            parsed = JSON.parse(data);
          } catch {
            // plain text (ping, error)
          }
          events.push({ event, data: parsed, at: performance.now() });
          const current = waiters;
          waiters = [];
          current.forEach((wake) => wake());
        }
      }
    } catch {
      // closed by us
    }
  })();
  return {
    events,
    async next(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * A bounded load of reads and writes through the balancer: `workers` loops, each a message write
 * then an unread-count read, until stopped (and never more than `maxRequests`). Records every
 * failure (a status other than the expected one, or no answer) with its time.
 */
function startLoad({ url, sender, receiverId, tag, workers = 4, maxRequests = 4000 }) {
  const stats = { requests: 0, failed: 0, failures: [], written: 0, started: Date.now() };
  let running = true;
  const worker = async (w) => {
    const client = sender.at(url);
    let n = 0;
    while (running && stats.requests < maxRequests) {
      for (const [method, route, body, expected] of [
        ['POST', '/api/messages', { receiver: receiverId, content: `${tag}-${w}-${n++}` }, 201],
        ['GET', '/api/messages/unread-count', undefined, 200],
      ]) {
        stats.requests += 1;
        const sentAt = Date.now();
        try {
          const res = await client.request(method, route, body);
          if (res.status === expected) {
            if (method === 'POST') stats.written += 1;
          } else {
            stats.failed += 1;
            stats.failures.push({ at: sentAt, answeredAt: Date.now(), status: res.status, route });
          }
        } catch (error) {
          stats.failed += 1;
          stats.failures.push({ at: sentAt, answeredAt: Date.now(), status: String(error.cause?.code ?? error.name), route });
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    stats,
    async stop() {
      running = false;
      await done;
      stats.durationMs = Date.now() - stats.started;
      return stats;
    },
  };
}

let cluster;
let dataDir;
let mongo;
let db;
const users = {};

async function createUsers() {
  const passwordHash = await argon2.hash(PASSWORD);
  const make = (name, phone, role) => ({ _id: new ObjectId(), name, phone, role, passwordHash, address: '', createdAt: new Date(), updatedAt: new Date() });
  users.nutritionist = make('Cluster Nutritionist', '8100000000', 'nutritionist');
  users.clients = Array.from({ length: 20 }, (_, i) => make(`Cluster Client ${i + 1}`, `81000001${String(i).padStart(2, '0')}`, 'client'));
  await db.collection('users').insertMany([users.nutritionist, ...users.clients]);
}

describe('three instances behind HAProxy, on one database and one Redis', () => {
  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-cluster-'));
    const startedAt = Date.now();
    cluster = await startCluster({
      dataDir,
      env: {
        JWT_SECRET: 'cluster-test-secret-that-is-long-enough-1',
        ADMIN_PHONE: '9999999999',
        ADMIN_PASSWORD: 'admin12345',
        STATIC_DIR: path.join(dataDir, 'no-frontends'),
        LOGIN_LIMIT_PER_IP: '100000',
        LOGIN_LIMIT_PER_PHONE: '10',
        METRICS_TOKEN: 'cluster-metrics-token-0123456789',
      },
    });
    figures.clusterStartMs = Date.now() - startedAt;
    mongo = new MongoClient(cluster.mongoUri);
    db = mongo.db();
    await createUsers();
  });

  after(async () => {
    await mongo?.close();
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(path.join(root, 'tmp/reports'), { recursive: true });
    writeFileSync(path.join(root, 'tmp/reports/cluster.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`cluster figures (tmp/reports/cluster.json):\n${JSON.stringify(figures, null, 2)}`);
  });

  it('delivers 100 of 100 messages sent through one instance to a stream held by another', async () => {
    const [app1, app2, app3] = cluster.instances;
    const receiver = await new Client(app1.url).signIn(users.clients[0].phone);
    const sender = await new Client(cluster.url).signIn(users.nutritionist.phone);
    const stream = await openStream(receiver);
    await stream.next((e) => e.event === 'unread');
    const latencies = [];
    for (let i = 0; i < 100; i++) {
      const via = sender.at(i % 2 ? app2.url : app3.url);
      const content = `live-${i}`;
      const sentAt = performance.now();
      const res = await via.request('POST', '/api/messages', { receiver: String(users.clients[0]._id), content });
      assert.equal(res.status, 201);
      const event = await stream.next((e) => e.event === 'message' && e.data?.message?.content === content);
      latencies.push(event.at - sentAt);
    }
    stream.close();
    const delivered = latencies.length;
    figures.messageDelivery = {
      delivered: `${delivered}/100`,
      p50Ms: ms(percentile(latencies, 50)),
      p95Ms: ms(percentile(latencies, 95)),
      maxMs: ms(Math.max(...latencies)),
      note: 'from sending the POST to the event on a stream held by another instance',
    };
    assert.equal(delivered, 100);
  });

  it('lets exactly one of 20 clients book one slot, 20 times over, through the balancer', async () => {
    const nutritionist = await new Client(cluster.url).signIn(users.nutritionist.phone);
    const res = await nutritionist.request('POST', '/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '00:00', endTime: '23:30' }] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const clients = await Promise.all(users.clients.map((c) => new Client(cluster.url).signIn(c.phone)));
    const monday = nextMonday();
    const winners = [];
    const roundMs = [];
    for (let round = 0; round < 20; round++) {
      const startTime = `${String(round).padStart(2, '0')}:00`;
      const endTime = `${String(round).padStart(2, '0')}:30`;
      const started = performance.now();
      const results = await Promise.all(
        clients.map((c) =>
          c.request('POST', '/api/appointments', {
            nutritionist: String(users.nutritionist._id),
            date: monday,
            startTime,
            endTime,
            sessionType: 'consultation',
            mode: 'in-person',
          }),
        ),
      );
      roundMs.push(performance.now() - started);
      const statuses = results.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 201).length, 1, `round ${round}: ${statuses.join(',')}`);
      assert.equal(statuses.filter((s) => s === 409).length, 19, `round ${round}: ${statuses.join(',')}`);
      assert.equal(await db.collection('appointments').countDocuments({ date: monday, startTime }), 1);
      winners.push(round);
    }
    figures.bookingRace = { rounds: 20, racers: 20, exactlyOneEachRound: `${winners.length}/20`, roundP50Ms: ms(percentile(roundMs, 50)), roundMaxMs: ms(Math.max(...roundMs)) };
  });

  it('refuses the 11th wrong password for a phone wherever it lands', async () => {
    const phone = '8199999999';
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await new Client(cluster.url).request('POST', '/api/users/auth', { phone, password: 'wrong-password' })).status);
    assert.deepEqual(statuses, Array(10).fill(401));
    for (const instance of cluster.instances) {
      assert.equal((await new Client(instance.url).request('POST', '/api/users/auth', { phone, password: 'wrong-password' })).status, 429);
    }
    figures.signInLimit = { wrongAttemptsAllowed: 10, eleventhOnEachInstance: 429 };
  });

  it('loses nothing in a rolling restart under load: 0 failed requests, 0 lost writes', async () => {
    const sender = await new Client(cluster.url).signIn(users.nutritionist.phone);
    const load = startLoad({ url: cluster.url, sender, receiverId: String(users.clients[1]._id), tag: 'roll' });
    await sleep(1000);
    const restarts = [];
    for (const instance of cluster.instances) {
      const began = Date.now();
      const exit = await instance.stop('SIGTERM');
      const stoppedMs = Date.now() - began;
      await instance.start();
      // Back in rotation after one passing check.
      await sleep(cluster.checkMs * 2);
      restarts.push({ instance: instance.name, exit: exit?.code, drainAndExitMs: stoppedMs, backInMs: Date.now() - began });
    }
    await sleep(1000);
    const stats = await load.stop();
    const stored = await db.collection('messages').countDocuments({ content: { $regex: '^roll-' } });
    figures.rollingRestart = {
      requests: stats.requests,
      failed: stats.failed,
      failures: stats.failures.slice(0, 5),
      writesAnswered201: stats.written,
      writesStored: stored,
      lostWrites: stats.written - stored,
      durationMs: stats.durationMs,
      restarts,
    };
    assert.equal(stats.failed, 0, JSON.stringify(stats.failures.slice(0, 5)));
    assert.equal(stored, stats.written);
  });

  it('keeps serving when one instance is killed with SIGKILL: only requests in flight on it may fail', async () => {
    const sender = await new Client(cluster.url).signIn(users.nutritionist.phone);
    const workers = 4;
    const load = startLoad({ url: cluster.url, sender, receiverId: String(users.clients[2]._id), tag: 'kill', workers });
    await sleep(1000);
    const victim = cluster.instances[1];
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    // Long enough for the balancer's checks (every checkMs, two failures) to take it out.
    await sleep(cluster.checkMs * 6);
    const stats = await load.stop();
    const lastFailureMs = stats.failures.length ? Math.max(...stats.failures.map((f) => f.answeredAt)) - killedAt : null;
    const sentAfterKill = stats.failures.filter((f) => f.at > killedAt).length;
    const stored = await db.collection('messages').countDocuments({ content: { $regex: '^kill-' } });
    await victim.start();
    await sleep(cluster.checkMs * 2);
    figures.sigkill = {
      requests: stats.requests,
      failed: stats.failed,
      failures: stats.failures.slice(0, 5),
      lastFailureAfterKillMs: lastFailureMs,
      failedThatWereSentAfterTheKill: sentAfterKill,
      healthCheck: `every ${cluster.checkMs} ms, out after 2 failures`,
      writesAnswered201: stats.written,
      writesStored: stored,
    };
    // At most one request per worker can have been in flight on the killed instance.
    assert.ok(stats.failed <= workers, JSON.stringify(stats.failures));
    assert.ok(stored >= stats.written);
  });

  it('keeps serving with Redis killed and recovers by itself when it is back', async () => {
    const sender = await new Client(cluster.url).signIn(users.nutritionist.phone);
    const receiver = await new Client(cluster.instances[0].url).signIn(users.clients[3].phone);
    const load = startLoad({ url: cluster.url, sender, receiverId: String(users.clients[3]._id), tag: 'redis', workers: 2 });
    await sleep(500);
    const killedAt = Date.now();
    await cluster.redis.kill('SIGKILL');
    const degradedAfterMs = await timeUntil(async () => (await Promise.all(cluster.instances.map((i) => health(i.url)))).every((h) => h.redis === 'down'));
    const duringOutage = await health(cluster.url);
    // Sign-in still works (counted per instance meanwhile).
    const signIn = await new Client(cluster.url).request('POST', '/api/users/auth', { phone: users.clients[4].phone, password: PASSWORD });
    await sleep(2000);
    const restartedAt = Date.now();
    await cluster.redis.start();
    const recoveredAfterMs = await timeUntil(async () => (await Promise.all(cluster.instances.map((i) => health(i.url)))).every((h) => h.status === 'ok'));
    // Live events cross instances again: a stream opened now on app1 gets a message sent via app3.
    const stream = await openStream(receiver);
    await stream.next((e) => e.event === 'unread');
    const sentAt = performance.now();
    await sender.at(cluster.instances[2].url).request('POST', '/api/messages', { receiver: String(users.clients[3]._id), content: 'after-redis' });
    const event = await stream.next((e) => e.event === 'message' && e.data?.message?.content === 'after-redis');
    stream.close();
    const stats = await load.stop();
    const stored = await db.collection('messages').countDocuments({ content: { $regex: '^redis-' } });
    figures.redisOutage = {
      requests: stats.requests,
      failed: stats.failed,
      healthDuringOutage: duringOutage,
      signInDuringOutage: signIn.status,
      degradedSeenAfterMs: degradedAfterMs,
      outageMs: restartedAt - killedAt,
      allInstancesOkAfterRestartMs: recoveredAfterMs,
      crossInstanceDeliveryAfterRecoveryMs: ms(event.at - sentAt),
      writesAnswered201: stats.written,
      writesStored: stored,
    };
    assert.equal(stats.failed, 0, JSON.stringify(stats.failures.slice(0, 5)));
    assert.equal(duringOutage.status, 'degraded');
    assert.equal(duringOutage.redis, 'down');
    assert.equal(signIn.status, 200);
    assert.equal(stored, stats.written);
  });

  it('serves Prometheus metrics to the metrics token only', async () => {
    const anonymous = await fetch(`${cluster.url}/api/metrics`);
    assert.equal(anonymous.status, 401);
    const res = await fetch(`${cluster.url}/api/metrics`, { headers: { authorization: 'Bearer cluster-metrics-token-0123456789' } });
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(text, /http_requests_total\{/);
    assert.match(text, /redis_up 1/);
  });
});

async function health(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return await res.json();
  } catch {
    return { status: 'unreachable' };
  }
}

async function timeUntil(check, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(50);
  }
  return Date.now() - started;
}

function nextMonday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}
