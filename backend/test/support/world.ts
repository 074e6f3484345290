import { nextWeekday } from './dates';
import { TestApp, type Actor } from './test-app';

export type ActorName = 'anon' | 'A' | 'B' | 'N' | 'N2' | 'U' | 'F' | 'admin';
export const ACTORS: readonly ActorName[] = ['anon', 'A', 'B', 'N', 'N2', 'U', 'F', 'admin'];

/**
 * A small clinic with every kind of record, for access tests: client A is nutritionist N's client
 * (A booked with N, so N is on A's care team; a plan, progress records by N, by the admin and by A
 * herself, messages); client B is N2's (the admin booked B with N2). U is a nutritionist with no
 * relation to anyone; F was on A's care team (assigned by the admin, wrote a plan and a progress
 * record) and has been removed from it.
 */
export async function buildWorld(t: TestApp) {
  const [admin, N, N2, U, F, A, B] = await Promise.all([
    t.admin(),
    t.actor('nutritionist'),
    t.actor('nutritionist'),
    t.actor('nutritionist'),
    t.actor('nutritionist'),
    t.actor('client'),
    t.actor('client'),
  ]);
  const actors: Record<Exclude<ActorName, 'anon'>, Actor> = { admin, N, N2, U, F, A, B };
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');
  // Enough half hours (08:00–22:00) that the matrix's bookings never wrap onto a held one.
  const slots = Array.from({ length: 28 }, (_, i) => ({
    startTime: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    endTime: `${String(8 + Math.floor((i + 1) / 2)).padStart(2, '0')}:${(i + 1) % 2 ? '30' : '00'}`,
  }));
  for (const who of [N, N2, U, F, admin]) {
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
  const planByAdminA = (await admin.http.post('/api/nutritionPlans', { ...plan(A.user._id), title: 'Admin plan' })).body._id as string;
  const progSelfA = (await A.http.post('/api/progresses', { client: A.user._id, weight: 69.5, notes: 'Home scale' })).body._id as string;
  // F: on A's care team through the admin, writes, then is removed.
  await admin.http.post(`/api/careTeam/client/${A.user._id}`, { practitioner: F.user._id });
  const planF = (await F.http.post('/api/nutritionPlans', { ...plan(A.user._id), title: 'F plan' })).body._id as string;
  const progF = (await F.http.post('/api/progresses', { client: A.user._id, weight: 70.5 })).body._id as string;
  if ((await admin.http.delete(`/api/careTeam/client/${A.user._id}/${F.user._id}`)).status !== 200) throw new Error('F was not removed');
  const msgA = (await A.http.post('/api/messages', { receiver: N.user._id, content: 'Secret of A' })).body._id as string;
  const msgB = (await B.http.post('/api/messages', { receiver: N2.user._id, content: 'Secret of B' })).body._id as string;
  const ids = { apptA, apptB, planA, planB, planByAdminA, planF, progA, progB, progSelfA, progF, msgA, msgB };
  for (const [name, id] of Object.entries(ids)) {
    if (!id) throw new Error(`fixture ${name} was not created`);
  }
  return { actors, monday, tuesday, book, freeSlot, ids };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export function clientFor(t: TestApp, world: World, who: ActorName) {
  return who === 'anon' ? t.client() : world.actors[who].http;
}
