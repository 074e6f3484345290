import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Messages, weekdayOf } from '@clinic/contracts';
import { addDays, clinicToday, nextWeekday } from '../support/dates';
import { openEventStream } from '../support/event-stream';
import { DEFAULT_PASSWORD, TestApp } from '../support/test-app';

/** Sends raw bytes and resolves with everything the server answered once it closes (or after `maxMs`). */
function rawExchange(url: string, chunks: { data: string; afterMs: number }[], maxMs: number): Promise<{ text: string; elapsedMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let text = '';
    const timers: NodeJS.Timeout[] = [];
    const finish = () => {
      timers.forEach(clearTimeout);
      socket.destroy();
      resolve({ text, elapsedMs: Date.now() - started });
    };
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    let at = 0;
    for (const chunk of chunks) {
      at += chunk.afterMs;
      timers.push(setTimeout(() => socket.writable && socket.write(chunk.data), at));
    }
    timers.push(setTimeout(finish, maxMs));
  });
}

describe('Bounded requests, bookings and streams (issue 20 §3, §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short request timeout keeps the slow-body test quick; the default is 30 s.
    t = await TestApp.start({ REQUEST_TIMEOUT_MS: '1000', EVENT_STREAMS_PER_USER: '3', MAX_PENDING_APPOINTMENTS: '2', BOOKING_HORIZON_DAYS: '30' });
  });
  afterAll(() => t.close());

  describe('slow requests', () => {
    it('answers 408 in the API\'s error shape and closes a connection whose body trickles in', async () => {
      const body = JSON.stringify({ phone: '9876543210', password: 'whatever-123' });
      const head = `POST /api/users/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      // One byte every 300 ms: the whole body would take over 15 s.
      const chunks = [{ data: head, afterMs: 0 }, ...[...body].map((c) => ({ data: c, afterMs: 300 }))];
      const { text, elapsedMs } = await rawExchange(t.url, chunks, 8000);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ statusCode: 408, code: 'REQUEST.TIMEOUT', message: Messages.common.requestTimeout });
      expect(elapsedMs).toBeLessThan(4000);
    });

    it('does the same for headers that trickle in', async () => {
      const chunks = [{ data: 'GET /api/health HTTP/1.1\r\n', afterMs: 0 }, ...Array.from({ length: 20 }, (_, i) => ({ data: `X-Slow-${i}: 1\r\n`, afterMs: 300 }))];
      const { text, elapsedMs } = await rawExchange(t.url, chunks, 8000);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsedMs).toBeLessThan(4000);
    });
  });

  describe('request bodies and URLs', () => {
    const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

    it('refuses deeply nested JSON with a 400 before validation, signed out and signed in', async () => {
      const { http } = await t.actor('client');
      for (const [client, path] of [[t.client(), '/api/users/auth'], [t.client(), '/api/users'], [http, '/api/messages'], [http, '/api/appointments']] as const) {
        const res = await client.post(path, undefined, { raw: deep(1500) });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'REQUEST.TOO_DEEP', message: Messages.common.tooDeep });
      }
      const arrays = await t.client().post('/api/users/auth', undefined, { raw: '['.repeat(1500) + ']'.repeat(1500) });
      expect(arrays.body.code).toBe('REQUEST.TOO_DEEP');
      // Ordinary nesting (a plan's meals) is far below the limit.
      expect((await t.client().post('/api/users/auth', undefined, { raw: deep(5) })).status).toBe(400);
      expect((await t.client().post('/api/users/auth', undefined, { raw: deep(5) })).body.code).toBe('VALIDATION.FAILED');
    });

    it('answers an undecodable URL in the API\'s error shape', async () => {
      for (const path of ['/api/users/%zz', '/api/appointments/%E0%A4%A']) {
        const res = await t.client().get(path);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'REQUEST.BAD_URL', message: Messages.common.badUrl });
      }
    });

    it('takes only application/json bodies (415 otherwise), before anything is read or changed', async () => {
      const { http, user } = await t.actor('client');
      const cases: [string, string][] = [
        ['application/x-www-form-urlencoded', 'name=Forged'],
        ['text/plain', '{"name":"Forged"}'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--'],
      ];
      for (const [type, body] of cases) {
        const res = await http.request('PUT', '/api/users/profile', { raw: body, headers: { 'content-type': type } });
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ statusCode: 415, code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: Messages.common.unsupportedMediaType });
        const signIn = await t.client().request('POST', '/api/users/auth', { raw: 'phone=9000000001&password=x', headers: { 'content-type': type } });
        expect(signIn.status).toBe(415);
      }
      expect((await t.userModel.findById(user._id).lean())!.name).toBe(user.name);
      expect((await http.put('/api/users/profile', { name: 'Json Name' }, { headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
      // Requests without a body need no content type.
      expect((await http.post('/api/users/logout')).status).toBe(200);
    });

    it('compares the scheme of Origin too: http:// is not the https:// site', async () => {
      const { http } = await t.actor('client');
      const host = new URL(t.url).host;
      const res = await http.put('/api/users/profile', { name: 'Other scheme' }, { headers: { origin: `https://${host}` } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH.CROSS_SITE_REQUEST');
      expect((await http.put('/api/users/profile', { name: 'Same origin' }, { headers: { origin: `http://${host}` } })).status).toBe(200);
    });

    it('sends Cross-Origin-Resource-Policy: same-origin on the API', async () => {
      for (const res of [await t.client().get('/api/health'), await t.client().get('/api/users'), await t.client().get('/config.json')]) {
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      }
    });
  });

  describe('bookings', () => {
    const slots = Array.from({ length: 8 }, (_, i) => ({ startTime: `${10 + i}:00`, endTime: `${10 + i}:30` }));

    it('books exactly one session, within the horizon, and at most N pending at once, with clear messages', async () => {
      const { http: nHttp, user: n } = await t.actor('nutritionist');
      const { http: cHttp, user: c } = await t.actor('client');
      const date = nextWeekday('Wednesday');
      const far = addDays(clinicToday(), 35);
      for (const day of new Set(['Wednesday', weekdayOf(far)])) {
        const res = await nHttp.post('/api/availabilities', { dayOfWeek: day, slots: [{ startTime: '09:00', endTime: '18:00' }] });
        expect(res.status).toBe(201);
      }
      const book = (over: Record<string, unknown>) =>
        cHttp.post('/api/appointments', { nutritionist: n._id, date, startTime: '10:00', endTime: '10:30', sessionType: 'consultation', mode: 'online', ...over });
      const count = () => t.connection.collection('appointments').countDocuments({ client: new (require('mongoose').Types.ObjectId)(c._id) });

      const long = await book({ startTime: '09:00', endTime: '17:00' });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ code: 'APPOINTMENT.WRONG_LENGTH', message: Messages.appointments.wrongLength(30) });
      expect((await book({ startTime: '09:00', endTime: '10:00' })).body.code).toBe('APPOINTMENT.WRONG_LENGTH');

      const later = await book({ date: far });
      expect(later.status).toBe(400);
      expect(later.body).toMatchObject({ code: 'APPOINTMENT.BEYOND_HORIZON', message: Messages.appointments.beyondHorizon(30) });
      expect((await book({ date: '2099-01-07' })).body.code).toBe('APPOINTMENT.BEYOND_HORIZON');
      expect(await count()).toBe(0);

      expect((await book({ ...slots[0] })).status).toBe(201);
      expect((await book({ ...slots[1] })).status).toBe(201);
      const third = await book({ ...slots[2] });
      expect(third.status).toBe(409);
      expect(third.body).toMatchObject({ code: 'APPOINTMENT.TOO_MANY_PENDING', message: Messages.appointments.tooManyPending(2) });
      expect(await count()).toBe(2);
      // Concurrent attempts cannot slip past the cap either.
      const burst = await Promise.all(slots.slice(3).map((s) => book(s)));
      expect(burst.every((r) => r.status === 409)).toBe(true);
      expect(await count()).toBe(2);
      // The clinic may still book for the client.
      const byClinic = await nHttp.post('/api/appointments', { nutritionist: n._id, client: c._id, date, ...slots[6], sessionType: 'follow-up', mode: 'online' });
      expect(byClinic.status).toBe(201);
    });
  });

  describe('live event streams', () => {
    it('holds at most EVENT_STREAMS_PER_USER streams per user: opening one more closes the oldest', async () => {
      const { http } = await t.actor('client');
      const other = await t.actor('client');
      const streams = [];
      for (let i = 0; i < 3; i++) {
        const s = await openEventStream(http, '/api/messages/events');
        await s.next((e) => e.event === 'unread');
        streams.push(s);
      }
      const otherStream = await openEventStream(other.http, '/api/messages/events');
      await otherStream.next((e) => e.event === 'unread');
      let oldestEnded = false;
      void streams[0].ended.then(() => (oldestEnded = true));
      const fourth = await openEventStream(http, '/api/messages/events');
      await fourth.next((e) => e.event === 'unread');
      await Promise.race([streams[0].ended, new Promise((r) => setTimeout(r, 3000))]);
      expect(oldestEnded).toBe(true);
      let secondEnded = false;
      void streams[1].ended.then(() => (secondEnded = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(secondEnded).toBe(false);
      for (const s of [...streams.slice(1), fourth, otherStream]) await s.close();
    });

    it('closes a stream when its session ends: sign-out closes that one, sign out everywhere all of them', async () => {
      const { http, user } = await t.actor('client');
      const laptop = await t.signIn(user.phone, DEFAULT_PASSWORD);
      const phone = await t.signIn(user.phone, DEFAULT_PASSWORD);
      const open = async (who: typeof http) => {
        const s = await openEventStream(who, '/api/messages/events');
        await s.next((e) => e.event === 'unread');
        let ended = false;
        void s.ended.then(() => (ended = true));
        return { s, isEnded: () => ended };
      };
      const [a, b, c] = [await open(http), await open(laptop), await open(phone)];
      expect((await http.post('/api/users/logout')).status).toBe(200);
      await Promise.race([a.s.ended, new Promise((r) => setTimeout(r, 3000))]);
      expect(a.isEnded()).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(b.isEnded() || c.isEnded()).toBe(false);
      expect((await laptop.post('/api/users/logout-everywhere')).status).toBe(200);
      await Promise.race([Promise.all([b.s.ended, c.s.ended]), new Promise((r) => setTimeout(r, 3000))]);
      expect(b.isEnded() && c.isEnded()).toBe(true);
    });
  });

  describe('built frontends', () => {
    let dir: string;
    const build = (serveMaps: boolean) => {
      dir = mkdtempSync(path.join(tmpdir(), 'static-'));
      const files: Record<string, string> = {
        'shell/index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
        'shell/static/main.123.js': 'console.log(1)',
        'shell/static/main.123.js.map': '{"version":3}',
        'mfe-client/remoteEntry.js': 'var x',
        'mfe-client/chunk.1.js.map': '{"version":3}',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      return TestApp.start({ STATIC_DIR: dir, ...(serveMaps ? { SERVE_SOURCE_MAPS: 'true' } : {}) });
    };
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('does not serve source maps, and marks only remotes\' files cross-origin readable', async () => {
      const app = await build(false);
      try {
        for (const map of ['/static/main.123.js.map', '/remotes/mfe-client/chunk.1.js.map']) expect((await app.client().get(map)).status).toBe(404);
        const remote = await app.client().get('/remotes/mfe-client/remoteEntry.js');
        expect(remote.status).toBe(200);
        expect(remote.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        const shell = await app.client().get('/static/main.123.js');
        expect(shell.status).toBe(200);
        expect(shell.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect((await app.client().get('/appointmentList')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
      } finally {
        await app.close();
      }
    });

    it('tells a signed-in visitor\'s browser to fetch the remotes\' manifests with a remote\'s page, and no one else\'s', async () => {
      const app = await build(false);
      try {
        const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g)].map((m) => m[1]);
        const { http } = await app.actor('client');
        const remotePage = await http.get('/appointmentList?page=2');
        expect(remotePage.status).toBe(200);
        expect(preloads(remotePage.text).sort()).toEqual(
          ['/remotes/mfe-admin/mf-manifest.json', '/remotes/mfe-client/mf-manifest.json', '/remotes/mfe-messaging/mf-manifest.json'],
        );
        expect(remotePage.text).toContain('<title>x</title>');
        // The shell's own pages never read the manifests; a visitor without a session is sent to sign in.
        expect(preloads((await http.get('/Home/')).text)).toEqual([]);
        expect(preloads((await app.client().get('/appointmentList')).text)).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('serves them when SERVE_SOURCE_MAPS is set', async () => {
      const app = await build(true);
      try {
        expect((await app.client().get('/static/main.123.js.map')).status).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
