import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TestApp } from '../support/test-app';
import { buildWorld, type World } from '../support/world';

/** Fields no caller sets through these routes (the server owns them, or they identify someone else). */
const FORBIDDEN = ['role', 'isAdmin', 'price', 'status', 'paymentStatus', 'nutritionist', 'client', 'sender', '_id', '__proto__', 'constructor'];
const SAMPLE: Record<string, unknown> = {
  role: 'admin',
  isAdmin: true,
  price: 1,
  status: 'confirmed',
  paymentStatus: 'paid',
  nutritionist: '665f1c2b9d3e4a0012ab34cd',
  client: '665f1c2b9d3e4a0012ab34cd',
  sender: '665f1c2b9d3e4a0012ab34cd',
  _id: '665f1c2b9d3e4a0012ab34cd',
  __proto__: { isAdmin: true, polluted: 'yes' },
  constructor: { prototype: { polluted: 'yes' } },
};

/** JSON with the extra field as an own property (an object literal would treat __proto__ specially). */
const withField = (body: Record<string, unknown>, field: string) => {
  const json = JSON.stringify(body);
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(field)}:${JSON.stringify(SAMPLE[field])}}`;
};

interface WriteRoute {
  name: string;
  as: keyof World['actors'] | 'anon';
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** Fields this caller may legitimately send on this route. */
  own?: string[];
  /** Fields accepted for compatibility with spec section 7 and ignored: the request succeeds with the server's value. */
  ignored?: Record<string, (body: Record<string, unknown>) => boolean>;
  /** Collection whose content must not change when the field is refused. */
  collection: string;
  /**
   * Issue 60: the route's resource, read with GET, is accepted back by this PUT. A field that GET
   * returns is the server's there: accepted and ignored (2xx), and nothing it names changes.
   */
  readBack?: string;
}

describe('Mass assignment (e2e)', () => {
  let t: TestApp;
  let w: World;
  const outcomes: { route: string; field: string; status: number }[] = [];

  beforeAll(async () => {
    t = await TestApp.start();
    w = await buildWorld(t);
  }, 120_000);
  afterAll(async () => {
    const dir = path.resolve(__dirname, '../../../tmp/reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mass-assignment.json'), JSON.stringify({ cases: outcomes.length, outcomes }, null, 2));
    await t.close();
  });

  const routes = (): WriteRoute[] => {
    const { A, N } = w.actors;
    return [
      { name: 'register', as: 'anon', method: 'POST', path: '/api/users', body: { name: 'New', phone: '7999999991', password: 'long-enough-1' }, collection: 'users' },
      { name: 'profile', as: 'A', method: 'PUT', path: '/api/users/profile', body: { name: 'A again' }, collection: 'users', readBack: '/api/users/profile' },
      { name: 'admin edit', as: 'admin', method: 'PUT', path: `/api/users/${w.actors.B.user._id}`, body: { name: 'B again' }, own: ['role'], collection: 'users', readBack: `/api/users/${w.actors.B.user._id}` },
      { name: 'availability', as: 'N', method: 'POST', path: '/api/availabilities', body: { dayOfWeek: 'Friday', slots: [{ startTime: '10:00', endTime: '10:30' }] }, collection: 'availabilities' },
      { name: 'book', as: 'A', method: 'POST', path: '/api/appointments', body: { nutritionist: N.user._id, date: w.monday, ...w.freeSlot(), sessionType: 'consultation', mode: 'online' }, own: ['nutritionist'], ignored: { price: (b) => b.price === 1500 }, collection: 'appointments' },
      { name: 'client edits appointment', as: 'A', method: 'PUT', path: `/api/appointments/${w.ids.apptA}`, body: { notes: 'x' }, collection: 'appointments', readBack: `/api/appointments/${w.ids.apptA}` },
      { name: 'practitioner edits appointment', as: 'N', method: 'PUT', path: `/api/appointments/${w.ids.apptA}`, body: { notes: 'y' }, own: ['price', 'status', 'paymentStatus'], collection: 'appointments', readBack: `/api/appointments/${w.ids.apptA}` },
      { name: 'plan', as: 'N', method: 'POST', path: '/api/nutritionPlans', body: { client: A.user._id, title: 'T', startDate: '2026-12-01' }, own: ['client'], collection: 'nutrition_plans' },
      { name: 'plan edit', as: 'N', method: 'PUT', path: `/api/nutritionPlans/${w.ids.planA}`, body: { title: 'T2' }, collection: 'nutrition_plans', readBack: `/api/nutritionPlans/${w.ids.planA}` },
      { name: 'progress', as: 'N', method: 'POST', path: '/api/progresses', body: { client: A.user._id, weight: 70 }, own: ['client'], ignored: { nutritionist: (b) => !JSON.stringify(b.nutritionist ?? null).includes(String(SAMPLE.nutritionist)) }, collection: 'progress_records' },
      { name: 'progress edit', as: 'N', method: 'PUT', path: `/api/progresses/${w.ids.progA}`, body: { weight: 70 }, collection: 'progress_records', readBack: `/api/progresses/${w.ids.progA}` },
      { name: 'message', as: 'A', method: 'POST', path: '/api/messages', body: { receiver: N.user._id, content: 'hi' }, collection: 'messages' },
    ];
  };

  /** The collection as stored; without `updatedAt`, which an accepted write renews even when it changes nothing. */
  const contents = async (collection: string) =>
    JSON.stringify((await t.connection.collection(collection).find().sort({ _id: 1 }).toArray()).map(({ updatedAt: _renewed, ...doc }) => doc));

  it('refuses every field a caller may not set, and changes nothing', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      const http = route.as === 'anon' ? t.client() : w.actors[route.as].http;
      // The body's own change made once, so that what follows can only differ by the field.
      const returned = route.readBack ? Object.keys((await http.request(route.method, route.path, { body: route.body }), await http.get(route.readBack)).body) : [];
      for (const field of FORBIDDEN.filter((f) => !route.own?.includes(f))) {
        const snapshot = await contents(route.collection);
        const res = await http.request(route.method, route.path, { raw: withField(route.body, field) });
        outcomes.push({ route: route.name, field, status: res.status });
        const ignored = route.ignored && Object.hasOwn(route.ignored, field) ? route.ignored[field] : undefined;
        if (ignored) {
          if (res.status !== 201 || !ignored(res.body)) problems.push(`${route.name} + ${field} (ignored): ${res.status} ${res.text.slice(0, 120)}`);
          if (res.body?._id && route.collection === 'appointments') await http.delete(`/api/appointments/${res.body._id}`);
          continue;
        }
        const after = await contents(route.collection);
        const readBack = returned.includes(field) && res.status === 200;
        if (![400, 403].includes(res.status) && !readBack) problems.push(`${route.name} + ${field}: ${res.status} ${res.text.slice(0, 120)}`);
        if (after !== snapshot) problems.push(`${route.name} + ${field}: ${route.collection} changed`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing reached Object.prototype in this process (the app runs in the test's own process).
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 120_000);

  it('still accepts each body without the forbidden field (the refusals above are about the field)', async () => {
    for (const route of routes()) {
      const http = route.as === 'anon' ? t.client() : w.actors[route.as].http;
      const res = await http.request(route.method, route.path, { body: route.body });
      expect([route.name, res.status >= 200 && res.status < 300]).toEqual([route.name, true]);
    }
  });
});
