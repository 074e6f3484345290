import { nextWeekday } from './dates';
import { TestApp, type Actor } from './test-app';

export type ActorName = 'anon' | 'A' | 'B' | 'N' | 'N2' | 'admin';
export const ACTORS: readonly ActorName[] = ['anon', 'A', 'B', 'N', 'N2', 'admin'];

/**
 * A small clinic with every kind of record, for access tests: client A is nutritionist N's client
 * (an appointment, a plan, a progress record, messages); client B is N2's (booked by the admin).
 */
export async function buildWorld(t: TestApp) {
  const [admin, N, N2, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
  const actors: Record<Exclude<ActorName, 'anon'>, Actor> = { admin, N, N2, A, B };
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');
  const slots = Array.from({ length: 20 }, (_, i) => ({
    startTime: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    endTime: `${String(8 + Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}`,
  }));
  for (const who of [N, N2, admin]) {
    await who.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots });
    await who.http.post('/api/availabilities', { dayOfWeek: 'Tuesday', slots });
  }
  let nextSlot = 0;
  /** A fresh free half hour on Monday, for bookings that tests then delete. */
  const freeSlot = () => slots[nextSlot++ % slots.length];
  const book = async (by: Actor, over: Record<string, unknown>) => {
    const slot = freeSlot();
    const res = await by.http.post('/api/appointments', { date: monday, sessionType: 'consultation', mode: 'in-person', ...slot, ...over });
    if (res.status !== 201) throw new Error(`booking failed: ${res.text}`);
    return res.body._id as string;
  };
  const apptA = await book(A, { nutritionist: N.user._id });
  const apptB = await book(admin, { nutritionist: N2.user._id, client: B.user._id, date: tuesday });
  const plan = (client: string) => ({ client, title: 'Plan', startDate: '2026-12-01', meals: [{ mealTime: 'lunch', description: 'Dal', calories: 300 }] });
  const planA = (await N.http.post('/api/nutritionPlans', plan(A.user._id))).body._id as string;
  const planB = (await admin.http.post('/api/nutritionPlans', plan(B.user._id))).body._id as string;
  const progA = (await N.http.post('/api/progresses', { client: A.user._id, weight: 70, height: 1.7 })).body._id as string;
  const progB = (await admin.http.post('/api/progresses', { client: B.user._id, weight: 80, height: 1.8 })).body._id as string;
  const msgA = (await A.http.post('/api/messages', { receiver: N.user._id, content: 'Secret of A' })).body._id as string;
  const msgB = (await B.http.post('/api/messages', { receiver: N2.user._id, content: 'Secret of B' })).body._id as string;
  for (const [name, id] of Object.entries({ apptA, apptB, planA, planB, progA, progB, msgA, msgB })) {
    if (!id) throw new Error(`fixture ${name} was not created`);
  }
  return { actors, monday, tuesday, book, freeSlot, ids: { apptA, apptB, planA, planB, progA, progB, msgA, msgB } };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export function clientFor(t: TestApp, world: World, who: ActorName) {
  return who === 'anon' ? t.client() : world.actors[who].http;
}
