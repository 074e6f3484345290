import { fromMinutes, toMinutes } from '@clinic/contracts';
import { nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

const RACERS = 20;
const ROUNDS = 20;

describe('Double booking under concurrency (e2e)', () => {
  let t: TestApp;
  let nutritionist: Actor;
  let clients: Actor[];
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');

  beforeAll(async () => {
    // Hour-long sessions, so that two different but overlapping ranges can race (on the default
    // 30-minute grid every session is one half hour, and overlapping means identical).
    t = await TestApp.start({ SESSION_LENGTH_MINUTES: '60' });
    nutritionist = await t.actor('nutritionist');
    clients = await Promise.all(Array.from({ length: RACERS }, () => t.actor('client')));
    // One long slot, so that every round below has room of its own.
    for (const dayOfWeek of ['Monday', 'Tuesday']) {
      await nutritionist.http.post('/api/availabilities', { dayOfWeek, slots: [{ startTime: '00:00', endTime: '23:30' }] });
    }
  }, 120_000);
  afterAll(() => t.close());

  it(`lets exactly one of ${RACERS} simultaneous bookings win, ${ROUNDS} times over`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Ten rounds a day, two hours apart, so that no round touches another's time.
      const date = round < ROUNDS / 2 ? monday : tuesday;
      const base = toMinutes('00:00') + (round % (ROUNDS / 2)) * 120;
      // Odd rounds race two different but overlapping ranges: the lock is per half hour, not per slot.
      const rangeFor = (i: number) =>
        round % 2 === 1 && i % 2 === 1
          ? { startTime: fromMinutes(base + 30), endTime: fromMinutes(base + 90) }
          : { startTime: fromMinutes(base), endTime: fromMinutes(base + 60) };

      const results = await Promise.all(
        clients.map((c, i) =>
          c.http.post('/api/appointments', {
            nutritionist: nutritionist.user._id,
            date,
            ...rangeFor(i),
            sessionType: 'consultation',
            mode: 'in-person',
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);

      const inRound = await t.connection
        .collection('appointments')
        .countDocuments({ date, startTime: { $in: [fromMinutes(base), fromMinutes(base + 30)] } });
      expect(inRound).toBe(1);
      outcomes.push(results.find((r) => r.status === 201)!.body.startTime);
    }
    expect(outcomes).toHaveLength(ROUNDS);
    // Every lock belongs to a stored appointment: losers left nothing behind.
    const locks = await t.connection.collection('slot_locks').find().toArray();
    const appointments = await t.connection.collection('appointments').find().toArray();
    const ids = new Set(appointments.map((a) => String(a._id)));
    expect(locks.every((l) => ids.has(String(l.appointment)))).toBe(true);
    expect(appointments).toHaveLength(ROUNDS);
  }, 300_000);
});
