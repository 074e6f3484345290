import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '../support/dates';
import { TestApp } from '../support/test-app';
import { ACTORS, buildWorld, clientFor, type ActorName, type World } from '../support/world';

interface Case {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and body for one attempt; destructive cases make a fresh target each time. */
  attempt: (who: ActorName) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  allowed: readonly ActorName[];
  /** Text that must never appear in the answer of anyone but `seers` (another client's data). */
  secret?: { text: string; seers: readonly ActorName[] };
  /** A GET (as the admin) whose answer must not change when a denied actor tries this. */
  unchanged?: string;
  /** Only these actors try it (default: everyone). */
  actors?: readonly ActorName[];
}

const SIGNED_IN: readonly ActorName[] = ['A', 'B', 'N', 'N2', 'U', 'F', 'admin'];
const PRACTITIONERS: readonly ActorName[] = ['N', 'N2', 'U', 'F', 'admin'];

function casesFor(t: TestApp, w: World): Case[] {
  const { A, B, N } = w.actors;
  const id = w.ids;
  const freshClient = async () => (await t.actor('client')).user._id;
  /** N, the nutritionist whose conversations hold A's secret; N itself talks to the admin instead. */
  const other = (who: ActorName) => (who === 'N' ? w.actors.admin.user._id : N.user._id);
  // A week after the world's Monday: the other cases' bookings fill that one.
  const bookFresh = () => w.book(A, { nutritionist: N.user._id, date: addDays(w.monday, 7) });
  let utr = 100_000_000_000;
  const nextUtr = () => String(++utr);
  let payableId: Promise<string> | undefined;
  const payable = () => (payableId ??= bookFresh());
  let paidId: Promise<string> | undefined;
  const paid = () =>
    (paidId ??= bookFresh().then(async (appt) => {
      await w.actors.admin.http.put(`/api/appointments/${appt}/payment`, { action: 'record', method: 'cash' });
      return appt;
    }));
  return [
    // Users
    { route: 'PUT /users/profile', method: 'PUT', attempt: () => ({ path: '/api/users/profile', body: { address: 'Somewhere' } }), allowed: SIGNED_IN },
    { route: 'GET /users', method: 'GET', attempt: () => ({ path: '/api/users' }), allowed: ['admin'], secret: { text: A.user.phone, seers: ['admin'] } },
    { route: 'GET /users/nutritionists', method: 'GET', attempt: () => ({ path: '/api/users/nutritionists' }), allowed: SIGNED_IN, secret: { text: N.user.phone, seers: [] } },
    { route: 'GET /users/clients', method: 'GET', attempt: () => ({ path: '/api/users/clients' }), allowed: PRACTITIONERS },
    { route: 'GET /users/:client', method: 'GET', attempt: () => ({ path: `/api/users/${A.user._id}` }), allowed: ['A', ...PRACTITIONERS], secret: { text: A.user.phone, seers: ['A', ...PRACTITIONERS] } },
    { route: 'GET /users/:practitioner', method: 'GET', attempt: () => ({ path: `/api/users/${N.user._id}` }), allowed: ['N', 'admin'] },
    { route: 'PUT /users/:id', method: 'PUT', attempt: () => ({ path: `/api/users/${B.user._id}`, body: { address: 'Edited by admin' } }), allowed: ['admin'], unchanged: `/api/users/${B.user._id}` },
    { route: 'DELETE /users/:id/sessions', method: 'DELETE', attempt: async () => ({ path: `/api/users/${await freshClient()}/sessions` }), allowed: ['admin'] },
    { route: 'DELETE /users/:id', method: 'DELETE', attempt: async () => ({ path: `/api/users/${await freshClient()}` }), allowed: ['admin'] },
    { route: 'GET /users/me/export', method: 'GET', attempt: () => ({ path: '/api/users/me/export' }), allowed: ['A', 'B'], secret: { text: 'Secret of B', seers: ['B'] } },
    // Availability
    { route: 'POST /availabilities', method: 'POST', attempt: () => ({ path: '/api/availabilities', body: { dayOfWeek: 'Sunday', slots: [{ startTime: `0${Math.floor(Math.random() * 8)}:00`, endTime: '09:00' }] } }), allowed: PRACTITIONERS },
    { route: 'GET /availabilities/mine', method: 'GET', attempt: () => ({ path: '/api/availabilities/mine' }), allowed: PRACTITIONERS },
    { route: 'GET /availabilities/nutritionist/:id', method: 'GET', attempt: () => ({ path: `/api/availabilities/nutritionist/${N.user._id}` }), allowed: SIGNED_IN },
    { route: 'PUT /availabilities/:day', method: 'PUT', attempt: () => ({ path: '/api/availabilities/Tuesday', body: { slots: [{ startTime: '08:00', endTime: '08:30' }] } }), allowed: PRACTITIONERS },
    { route: 'PUT /availabilities/:day/slot', method: 'PUT', attempt: () => ({ path: '/api/availabilities/Monday/slot', body: { startTime: '17:30', endTime: '18:00', isBooked: false } }), allowed: PRACTITIONERS },
    { route: 'DELETE /availabilities/:day', method: 'DELETE', attempt: async (who) => {
        if (who !== 'anon' && PRACTITIONERS.includes(who)) await w.actors[who as 'N'].http.post('/api/availabilities', { dayOfWeek: 'Saturday', slots: [{ startTime: '10:00', endTime: '10:30' }] });
        return { path: '/api/availabilities/Saturday' };
      }, allowed: PRACTITIONERS },
    // Appointments
    {
      route: 'POST /appointments (with N)',
      method: 'POST',
      attempt: (who) => ({
        path: '/api/appointments',
        // Practitioners book for a client; clients for themselves.
        body: { nutritionist: N.user._id, ...(PRACTITIONERS.includes(who) ? { client: A.user._id } : {}), date: w.monday, ...w.freeSlot(), sessionType: 'consultation', mode: 'online' },
      }),
      allowed: ['A', 'B', 'N', 'admin'],
    },
    { route: 'GET /appointments', method: 'GET', attempt: () => ({ path: '/api/appointments?limit=100' }), allowed: SIGNED_IN, secret: { text: id.apptA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /appointments/today', method: 'GET', attempt: () => ({ path: '/api/appointments/today' }), allowed: SIGNED_IN },
    { route: 'GET /appointments/date/:date', method: 'GET', attempt: () => ({ path: `/api/appointments/date/${w.monday}` }), allowed: SIGNED_IN, secret: { text: id.apptA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /appointments/booked', method: 'GET', attempt: () => ({ path: `/api/appointments/booked?nutritionist=${N.user._id}&date=${w.monday}` }), allowed: SIGNED_IN, secret: { text: A.user._id, seers: [] } },
    { route: 'GET /appointments/prices', method: 'GET', attempt: () => ({ path: '/api/appointments/prices' }), allowed: SIGNED_IN },
    { route: 'GET /appointments/:id', method: 'GET', attempt: () => ({ path: `/api/appointments/${id.apptA}` }), allowed: ['A', 'N', 'admin'], secret: { text: id.apptA, seers: ['A', 'N', 'admin'] } },
    {
      // Issue 20: a nutritionist's own booking for a client not on their care team (the way in) is refused.
      route: 'POST /appointments (practitioner with self, for A)',
      method: 'POST',
      attempt: (who) => ({ path: '/api/appointments', body: { nutritionist: w.actors[who as 'N'].user._id, client: A.user._id, date: w.monday, ...w.freeSlot(), sessionType: 'consultation', mode: 'online' } }),
      actors: PRACTITIONERS,
      allowed: ['N', 'admin'],
    },
    { route: 'GET /appointments/:id/calendar.ics', method: 'GET', attempt: () => ({ path: `/api/appointments/${id.apptA}/calendar.ics` }), allowed: ['A', 'N', 'admin'] },
    { route: 'PUT /appointments/:id', method: 'PUT', attempt: () => ({ path: `/api/appointments/${id.apptA}`, body: { notes: 'note' } }), allowed: ['A', 'N', 'admin'], unchanged: `/api/appointments/${id.apptA}` },
    { route: 'DELETE /appointments/:id', method: 'DELETE', attempt: async () => ({ path: `/api/appointments/${await w.book(A, { nutritionist: N.user._id })}` }), allowed: ['A', 'N', 'admin'] },
    // Payments (the payee is set up in beforeAll; fresh appointments of A with N)
    { route: 'GET /appointments/:id/payment', method: 'GET', attempt: () => ({ path: `/api/appointments/${id.apptA}/payment` }), allowed: ['A', 'N', 'admin'] },
    { route: 'POST /appointments/:id/payment', method: 'POST', attempt: async () => ({ path: `/api/appointments/${await payable()}/payment`, body: { utr: nextUtr() } }), allowed: ['A'] },
    { route: 'PUT /appointments/:id/payment', method: 'PUT', attempt: async () => ({ path: `/api/appointments/${await bookFresh()}/payment`, body: { action: 'record', method: 'cash' } }), allowed: ['N', 'admin'] },
    { route: 'GET /appointments/:id/receipt.pdf', method: 'GET', attempt: async () => ({ path: `/api/appointments/${await paid()}/receipt.pdf` }), allowed: ['A', 'N', 'admin'] },
    { route: 'GET /payment-settings', method: 'GET', attempt: () => ({ path: '/api/payment-settings' }), allowed: PRACTITIONERS },
    { route: 'PUT /payment-settings', method: 'PUT', attempt: () => ({ path: '/api/payment-settings', body: { payeeName: 'Clinic' } }), allowed: ['admin'], unchanged: '/api/payment-settings' },
    { route: 'PUT /settings', method: 'PUT', attempt: () => ({ path: '/api/settings', body: { followUpDays: 31 } }), allowed: ['admin'], unchanged: '/api/settings' },
    { route: 'GET /settings/changes', method: 'GET', attempt: () => ({ path: '/api/settings/changes' }), allowed: ['admin'] },
    { route: 'GET /revenue', method: 'GET', attempt: () => ({ path: `/api/revenue?from=${w.monday}&to=${w.monday}` }), allowed: PRACTITIONERS },
    { route: 'GET /revenue/entries', method: 'GET', attempt: () => ({ path: `/api/revenue/entries?from=${w.monday}&to=${w.monday}&bucket=outstanding` }), allowed: PRACTITIONERS, secret: { text: A.user.name, seers: ['N', 'admin'] } },
    { route: 'GET /revenue/payments.csv', method: 'GET', attempt: () => ({ path: `/api/revenue/payments.csv?from=${w.monday}&to=${w.monday}` }), allowed: PRACTITIONERS },
    // Plans
    { route: 'POST /nutritionPlans (for A)', method: 'POST', attempt: () => ({ path: '/api/nutritionPlans', body: { client: A.user._id, title: 'New', startDate: '2026-12-01' } }), allowed: ['N', 'admin'] },
    { route: 'GET /nutritionPlans', method: 'GET', attempt: () => ({ path: '/api/nutritionPlans?limit=100' }), allowed: SIGNED_IN, secret: { text: id.planA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /nutritionPlans/client/:id', method: 'GET', attempt: () => ({ path: `/api/nutritionPlans/client/${A.user._id}` }), allowed: ['A', 'N', 'admin'], secret: { text: id.planA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /nutritionPlans/:id', method: 'GET', attempt: () => ({ path: `/api/nutritionPlans/${id.planA}` }), allowed: ['A', 'N', 'admin'] },
    { route: 'PUT /nutritionPlans/:id', method: 'PUT', attempt: () => ({ path: `/api/nutritionPlans/${id.planA}`, body: { title: 'Changed' } }), allowed: ['N', 'admin'], unchanged: `/api/nutritionPlans/${id.planA}` },
    { route: 'PUT /nutritionPlans/:id (the admin\'s plan for A)', method: 'PUT', attempt: () => ({ path: `/api/nutritionPlans/${id.planByAdminA}`, body: { title: 'Changed' } }), allowed: ['admin'], unchanged: `/api/nutritionPlans/${id.planByAdminA}` },
    { route: 'PUT /nutritionPlans/:id (F\'s plan, F since removed)', method: 'PUT', attempt: () => ({ path: `/api/nutritionPlans/${id.planF}`, body: { title: 'Changed' } }), allowed: ['admin'], unchanged: `/api/nutritionPlans/${id.planF}` },
    { route: 'GET /nutritionPlans/:id (F\'s plan, F since removed)', method: 'GET', attempt: () => ({ path: `/api/nutritionPlans/${id.planF}` }), allowed: ['A', 'N', 'admin'] },
    { route: 'DELETE /nutritionPlans/:id (F\'s plan, F since removed)', method: 'DELETE', attempt: () => ({ path: `/api/nutritionPlans/${id.planF}` }), actors: ['anon', 'A', 'B', 'N', 'N2', 'U', 'F'], allowed: [], unchanged: `/api/nutritionPlans/${id.planF}` },
    { route: 'DELETE /nutritionPlans/:id', method: 'DELETE', attempt: async () => ({ path: `/api/nutritionPlans/${(await N.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Temp', startDate: '2026-12-01' })).body._id}` }), allowed: ['N', 'admin'] },
    // Progress
    { route: 'POST /progresses (for A)', method: 'POST', attempt: () => ({ path: '/api/progresses', body: { client: A.user._id, weight: 69 } }), allowed: ['A', 'N', 'admin'] },
    { route: 'POST /progresses (for a new client)', method: 'POST', attempt: async () => ({ path: '/api/progresses', body: { client: await freshClient(), weight: 69 } }), allowed: ['admin'] },
    { route: 'GET /progresses', method: 'GET', attempt: () => ({ path: '/api/progresses?limit=100' }), allowed: SIGNED_IN, secret: { text: id.progA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /progresses/client/:id', method: 'GET', attempt: () => ({ path: `/api/progresses/client/${A.user._id}` }), allowed: ['A', 'N', 'admin'], secret: { text: id.progA, seers: ['A', 'N', 'admin'] } },
    { route: 'GET /progresses/latest/:id', method: 'GET', attempt: () => ({ path: `/api/progresses/latest/${A.user._id}` }), allowed: ['A', 'N', 'admin'] },
    { route: 'GET /progresses/:id', method: 'GET', attempt: () => ({ path: `/api/progresses/${id.progA}` }), allowed: ['A', 'N', 'admin'] },
    { route: 'PUT /progresses/:id', method: 'PUT', attempt: () => ({ path: `/api/progresses/${id.progA}`, body: { notes: 'x' } }), allowed: ['N', 'admin'], unchanged: `/api/progresses/${id.progA}` },
    { route: 'DELETE /progresses/:id', method: 'DELETE', attempt: async () => ({ path: `/api/progresses/${(await N.http.post('/api/progresses', { client: A.user._id, weight: 71 })).body._id}` }), allowed: ['N', 'admin'] },
    { route: 'PUT /progresses/:id (A\'s own entry)', method: 'PUT', attempt: () => ({ path: `/api/progresses/${id.progSelfA}`, body: { notes: 'x' } }), allowed: ['A', 'admin'], unchanged: `/api/progresses/${id.progSelfA}` },
    { route: 'DELETE /progresses/:id (A\'s own entry)', method: 'DELETE', attempt: async () => ({ path: `/api/progresses/${(await A.http.post('/api/progresses', { client: A.user._id, weight: 71 })).body._id}` }), allowed: ['A', 'admin'] },
    { route: 'PUT /progresses/:id (F\'s record, F since removed)', method: 'PUT', attempt: () => ({ path: `/api/progresses/${id.progF}`, body: { notes: 'x' } }), allowed: ['admin'], unchanged: `/api/progresses/${id.progF}` },
    { route: 'DELETE /progresses/:id (F\'s record, F since removed)', method: 'DELETE', attempt: () => ({ path: `/api/progresses/${id.progF}` }), actors: ['anon', 'A', 'B', 'N', 'N2', 'U', 'F'], allowed: [], unchanged: `/api/progresses/${id.progF}` },
    // Care teams
    { route: 'GET /careTeam/client/:id', method: 'GET', attempt: () => ({ path: `/api/careTeam/client/${A.user._id}` }), allowed: ['A', 'admin'], secret: { text: N.user._id, seers: ['A', 'admin'] } },
    { route: 'POST /careTeam/client/:id', method: 'POST', attempt: async () => ({ path: `/api/careTeam/client/${await freshClient()}`, body: { practitioner: N.user._id } }), allowed: ['admin'] },
    { route: 'POST /careTeam/client/:A (add oneself)', method: 'POST', attempt: (who) => ({ path: `/api/careTeam/client/${A.user._id}`, body: { practitioner: who === 'anon' ? N.user._id : w.actors[who].user._id } }), actors: ['anon', 'A', 'B', 'N', 'N2', 'U', 'F'], allowed: [], unchanged: `/api/careTeam/client/${A.user._id}` },
    {
      route: 'DELETE /careTeam/client/:id/:practitioner',
      method: 'DELETE',
      attempt: async () => {
        const client = await freshClient();
        await w.actors.admin.http.post(`/api/careTeam/client/${client}`, { practitioner: N.user._id });
        return { path: `/api/careTeam/client/${client}/${N.user._id}` };
      },
      allowed: ['admin'],
    },
    { route: 'DELETE /careTeam/client/:A/:N', method: 'DELETE', attempt: () => ({ path: `/api/careTeam/client/${A.user._id}/${N.user._id}` }), actors: ['anon', 'A', 'B', 'N', 'N2', 'U', 'F'], allowed: [], unchanged: `/api/careTeam/client/${A.user._id}` },
    // Messages
    { route: 'POST /messages (to N)', method: 'POST', attempt: (who) => ({ path: '/api/messages', body: { receiver: other(who), content: 'Hello' } }), allowed: SIGNED_IN },
    { route: 'GET /messages/conversations', method: 'GET', attempt: () => ({ path: '/api/messages/conversations' }), allowed: SIGNED_IN, secret: { text: 'Secret of A', seers: ['A', 'N'] } },
    { route: 'GET /messages/conversation/:N', method: 'GET', attempt: (who) => ({ path: `/api/messages/conversation/${other(who)}` }), allowed: SIGNED_IN, secret: { text: 'Secret of A', seers: ['A'] } },
    { route: 'PUT /messages/read/:N', method: 'PUT', attempt: (who) => ({ path: `/api/messages/read/${other(who)}` }), allowed: SIGNED_IN },
    { route: 'GET /messages/unread-count', method: 'GET', attempt: () => ({ path: '/api/messages/unread-count' }), allowed: SIGNED_IN },
    { route: 'DELETE /messages/:id', method: 'DELETE', attempt: async () => ({ path: `/api/messages/${(await A.http.post('/api/messages', { receiver: N.user._id, content: 'to delete' })).body._id}` }), allowed: ['A'] },
    // Audit
    { route: 'GET /audit/client/:id', method: 'GET', attempt: () => ({ path: `/api/audit/client/${A.user._id}` }), allowed: ['admin'] },
  ];
}

describe('Role × route × owner matrix (e2e)', () => {
  let t: TestApp;
  let world: World;
  const results: { route: string; actor: ActorName; status: number; ok: boolean }[] = [];

  beforeAll(async () => {
    t = await TestApp.start();
    world = await buildWorld(t);
    await world.actors.admin.http.put('/api/payment-settings', { upiId: 'clinic@okhdfcbank', payeeName: 'Clinic' });
  }, 120_000);
  afterAll(async () => {
    const dir = path.resolve(__dirname, '../../../tmp/reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'access-matrix.json'), JSON.stringify({ checks: results.length, failures: results.filter((r) => !r.ok).length, results }, null, 2));
    await t.close();
  });

  it('lets each role do exactly what it may, and never shows one client another client\'s data', async () => {
    const problems: string[] = [];
    for (const c of casesFor(t, world)) {
      for (const actor of c.actors ?? ACTORS) {
        const { path: url, body } = await c.attempt(actor);
        const before = c.unchanged ? (await world.actors.admin.http.get(c.unchanged)).text : undefined;
        const res = await clientFor(t, world, actor).request(c.method, url, { body });
        const allowed = c.allowed.includes(actor);
        const expectedDenial = actor === 'anon' ? [401] : [403, 404];
        let ok = allowed ? res.status >= 200 && res.status < 300 : expectedDenial.includes(res.status);
        if (ok && c.secret && !c.secret.seers.includes(actor) && res.text.includes(c.secret.text)) ok = false;
        if (ok && !allowed && c.unchanged && (await world.actors.admin.http.get(c.unchanged)).text !== before) ok = false;
        results.push({ route: c.route, actor, status: res.status, ok });
        if (!ok) problems.push(`${c.route} as ${actor}: ${res.status} ${res.text.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
    // Every route of the API is in the matrix except the public ones, the event stream and sign out
    // everywhere (it would end the actors' sessions; security/sessions tests it).
    expect(new Set(results.map((r) => r.route)).size).toBeGreaterThanOrEqual(46);
  }, 300_000);
});
