/**
 * `npm run seed:scale`: a clinic chain's worth of data for the benchmarks, through the app's own
 * mongoose models (validation, casting, defaults, timestamps): 10 nutritionists, 20,000 clients,
 * 200,000 appointments over two years, 20,000 plans, 100,000 progress records, 300,000 messages
 * and the conversation summaries and slot locks the app keeps beside them. Deterministic (seeded
 * random numbers), and it replaces what an earlier run wrote.
 *
 * `SEED_SIZE=clinic` (`npm run seed:clinic`) writes one clinic instead, with the same generators:
 * 3 nutritionists, 3,000 clients, 30,000 appointments, 5,000 plans, 20,000 progress records and
 * 50,000 messages (see SIZES).
 *
 * Sign in as nutritionist 8100000000 (… 8100000009) / nutrition123, or client 7000000000
 * (… 7000019999) / client12345. One password hash is reused per role: hashing 20,000 passwords with
 * argon2id would take a quarter of an hour and measure nothing.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { bmiOf, fromMinutes, MEAL_TIMES, previewOf, toMinutes, WEEKDAYS, weekdayOf, type AppointmentStatus, type Mode, type SessionType } from '@clinic/contracts';
import { AppModule } from '../app.module';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { ClinicClock } from '../common/time/clinic-clock';
import { Appointment } from '../modules/appointments/schemas/appointment.schema';
import { CareTeamMember } from '../modules/care-team/schemas/care-team-member.schema';
import { lockKeys } from '../modules/appointments/slot-locks.service';
import { SlotLock } from '../modules/appointments/schemas/slot-lock.schema';
import { AuditEvent } from '../modules/audit/schemas/audit-event.schema';
import { AvailabilityService } from '../modules/availability/availability.service';
import { Availability } from '../modules/availability/schemas/availability.schema';
import { Conversation } from '../modules/messages/schemas/conversation.schema';
import { Message, pairKey } from '../modules/messages/schemas/message.schema';
import { NutritionPlan } from '../modules/nutrition-plans/schemas/nutrition-plan.schema';
import { Progress } from '../modules/progress/schemas/progress.schema';
import { PasswordService } from '../modules/users/password.service';
import { User } from '../modules/users/schemas/user.schema';
import { UsersService } from '../modules/users/users.service';

export const SIZES = {
  /** A chain of clinics: the benchmarks' scale set (FerretDB over PostgreSQL). */
  scale: {
    nutritionists: 10,
    clients: 20_000,
    appointments: 200_000,
    plans: 20_000,
    progressRecords: 100_000,
    messages: 300_000,
    /** Days of appointments: two years, most of it past, the last month ahead. */
    pastDays: 700,
    futureDays: 30,
  },
  /** One clinic (issue 17): what `npm start`'s embedded database is measured with. */
  clinic: {
    nutritionists: 3,
    clients: 3_000,
    appointments: 30_000,
    plans: 5_000,
    progressRecords: 20_000,
    messages: 50_000,
    pastDays: 700,
    futureDays: 30,
  },
} as const;
const SIZE_NAME = (process.env.SEED_SIZE ?? 'scale') as keyof typeof SIZES;
if (!(SIZE_NAME in SIZES)) throw new Error(`SEED_SIZE must be one of ${Object.keys(SIZES).join(', ')}`);
export const SCALE = SIZES[SIZE_NAME];
export const SCALE_LOGINS = {
  nutritionist: { phone: '8100000000', password: 'nutrition123' },
  client: { phone: '7000000000', password: 'client12345' },
} as const;

const BATCH = 5_000;
const DAY_START = '08:00';
const DAY_END = '20:00';

/** mulberry32: small, fast and seeded, so every run writes the same clinic. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const FIRST = ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan', 'Meera', 'Aditya', 'Isha', 'Karan', 'Diya', 'Nikhil', 'Pooja', 'Siddharth', 'Riya', 'Manish', 'Lakshmi'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Gupta', 'Menon', 'Rao', 'Das', 'Bose', 'Singh', 'Khan', 'Pillai', 'Joshi', 'Mehta', 'Kulkarni', 'Chatterjee'];
const MEALS: Record<(typeof MEAL_TIMES)[number], string[]> = {
  breakfast: ['Vegetable poha, 1 bowl', 'Moong dal chilla with mint chutney', 'Idli (3) with sambar', 'Oats upma'],
  lunch: ['2 phulka, dal, seasonal sabzi, salad', 'Brown rice, rajma, cucumber raita', 'Millet roti, palak paneer'],
  dinner: ['Paneer tikka with sautéed greens', 'Grilled fish, steamed vegetables', 'Khichdi with curd'],
  snack: ['Roasted chana, a handful', 'Fruit bowl', 'Buttermilk, 1 glass'],
};
const LINES = [
  'Is it fine to swap tonight\'s dinner for the lunch menu?',
  'Yes, keep the portion of dal the same.',
  'I walked 30 minutes after dinner every day this week.',
  'Good progress. Add a glass of buttermilk in the afternoon.',
  'My weight went up a little after the wedding.',
  'No worries, back to the plan from tomorrow.',
  'Can I have tea with jaggery instead of sugar?',
  'Once a day is fine.',
];

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const log = (line: string) => console.log(`[seed:${SIZE_NAME}] ${line}`);
/** How many of `total` items the i-th of `owners` gets: spread evenly, whole numbers, summing to total. */
const shareOf = (i: number, total: number, owners: number) => Math.floor(((i + 1) * total) / owners) - Math.floor((i * total) / owners);

async function insertAll<T>(model: Model<T>, docs: Iterable<Record<string, unknown>>, label: string): Promise<number> {
  const started = Date.now();
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    // Validated and cast by the model, as the app's own writes are.
    await model.insertMany(batch, { ordered: false });
    count += batch.length;
    batch = [];
  };
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  log(`${label.padEnd(22)} ${String(count).padStart(7)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}

async function main() {
  const started = Date.now();
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['warn', 'error'] });
  try {
    await app.init();
    const model = <T>(name: string) => app.get<Model<T>>(getModelToken(name));
    const config = app.get<AppConfig>(APP_CONFIG);
    const today = app.get(ClinicClock).today();
    const users = model<User>(User.name);

    // A fresh clinic: dropping a collection is instant where deleting 300,000 documents one by one
    // is not (FerretDB); the indexes are built again, and the configured first admin created again.
    const collections = [User.name, Appointment.name, SlotLock.name, NutritionPlan.name, Progress.name, Message.name, Conversation.name, Availability.name, AuditEvent.name];
    for (const name of collections) {
      await model(name).collection.drop().catch(() => undefined);
      await model(name).createIndexes();
    }
    // Views derived from the old appointments go with them.
    for (const name of ['revenue_days', 'appointment_days', 'practice_versions', 'unread_versions', 'client_versions']) await model(User.name).db.collection(name).drop().catch(() => undefined);
    await app.get(UsersService).ensureFirstAdmin(config.admin);
    log('cleared the previous data (the configured admin is created again)');

    const passwords = app.get(PasswordService);
    const [nutritionistHash, clientHash] = await Promise.all([passwords.hash(SCALE_LOGINS.nutritionist.password), passwords.hash(SCALE_LOGINS.client.password)]);
    const nutritionists = Array.from({ length: SCALE.nutritionists }, (_, i) => ({
      _id: new Types.ObjectId(),
      name: `Dr. ${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
      phone: String(8_100_000_000 + i),
      email: `nutritionist${i}@clinic.example`,
      role: 'nutritionist',
      address: `Clinic ${i + 1}, Bengaluru`,
      passwordHash: nutritionistHash,
    }));
    const clients = Array.from({ length: SCALE.clients }, (_, i) => ({
      _id: new Types.ObjectId(),
      name: `${pick(FIRST)} ${pick(LAST)}`,
      phone: String(7_000_000_000 + i),
      ...(i % 3 ? { email: `client${i}@example.com` } : {}),
      role: 'client',
      address: `${1 + (i % 200)} MG Road, Bengaluru`,
      passwordHash: clientHash,
      // Each client sees one nutritionist.
      nutritionistIndex: i % SCALE.nutritionists,
    }));
    await insertAll(users, nutritionists, 'nutritionists');
    await insertAll(users, clients.map(({ nutritionistIndex: _n, ...c }) => c), 'clients');
    const clientsOf = nutritionists.map((_, n) => clients.filter((c) => c.nutritionistIndex === n));
    // Each client booked with their nutritionist: that puts the nutritionist on their care team.
    await insertAll(
      model(CareTeamMember.name),
      clients.map((c) => ({ client: c._id, practitioner: nutritionists[c.nutritionistIndex]._id, source: 'client-booking', addedBy: c._id, createdAt: new Date() })),
      'care-team memberships',
    );

    const availability = app.get(AvailabilityService);
    const dayHalfHours = Array.from({ length: (toMinutes(DAY_END) - toMinutes(DAY_START)) / 30 }, (_, i) => ({
      startTime: fromMinutes(toMinutes(DAY_START) + i * 30),
      endTime: fromMinutes(toMinutes(DAY_START) + (i + 1) * 30),
    }));
    for (const n of nutritionists) {
      for (const day of WEEKDAYS.slice(0, 6)) await availability.add(String(n._id), day, dayHalfHours);
    }
    log(`availability           Mon–Sat ${DAY_START}–${DAY_END} for each nutritionist`);

    // Appointments: every working half hour of two years is booked once; a quarter of all bookings
    // were cancelled and share their half hour with the booking that replaced them.
    const workdays: string[] = [];
    for (let d = -SCALE.pastDays; d <= SCALE.futureDays; d++) {
      const date = addDays(today, d);
      if (weekdayOf(date) !== 'Sunday') workdays.push(date);
    }
    const perNutritionist = SCALE.appointments / SCALE.nutritionists;
    const sessionTypes: SessionType[] = ['consultation', 'follow-up', 'follow-up', 'meal-plan-review'];
    const modes: Mode[] = ['in-person', 'online'];
    const locks: Record<string, unknown>[] = [];
    function* appointments() {
      for (const [n, nutritionist] of nutritionists.entries()) {
        const own = clientsOf[n];
        const slots = workdays.flatMap((date) => dayHalfHours.map((range) => ({ date, range })));
        // More bookings than half hours (the scale set): every half hour is booked, the rest were
        // cancelled. Fewer (one clinic): the booked half hours are spread evenly over the two years.
        const spread = perNutritionist < slots.length;
        for (let k = 0; k < perNutritionist; k++) {
          const active = k < slots.length;
          const { date, range } = spread ? slots[Math.floor((k * slots.length) / perNutritionist)] : active ? slots[k] : pick(slots);
          const past = date < today;
          const status: AppointmentStatus = !active ? 'cancelled' : past ? (rand() < 0.93 ? 'completed' : 'cancelled') : rand() < 0.6 ? 'confirmed' : 'pending';
          const sessionType = pick(sessionTypes);
          const _id = new Types.ObjectId();
          if (status === 'pending' || status === 'confirmed') {
            for (const key of lockKeys(String(nutritionist._id), date, range)) locks.push({ _id: key, appointment: _id, createdAt: new Date() });
          }
          yield {
            _id,
            nutritionist: nutritionist._id,
            client: own[Math.floor(rand() * own.length)]._id,
            date,
            ...range,
            sessionType,
            mode: pick(modes),
            status,
            paymentStatus: status === 'completed' || status === 'confirmed' ? 'paid' : 'unpaid',
            pricePaise: config.clinic.pricesPaise[sessionType],
            notes: rand() < 0.2 ? 'Prefers morning slots.' : '',
          };
        }
      }
    }
    await insertAll(model(Appointment.name), appointments(), 'appointments');
    await insertAll(model(SlotLock.name), locks, 'slot locks');

    function* plans() {
      for (const [i, client] of clients.entries()) {
        const nutritionist = nutritionists[client.nutritionistIndex];
        // One plan each at scale; at a clinic's size some clients have a second, the month after.
        const first = addDays(today, -Math.floor(rand() * 600));
        for (let p = 0; p < shareOf(i, SCALE.plans, SCALE.clients); p++) {
          const start = addDays(first, 28 * p);
          yield {
            client: client._id,
            nutritionist: nutritionist._id,
            enteredBy: nutritionist._id,
            title: `Weeks ${1 + 4 * p}–${4 + 4 * p}: steady, vegetarian`,
            description: 'Two litres of water a day. A 30-minute walk after dinner.',
            startDate: start,
            endDate: addDays(start, 28),
            meals: MEAL_TIMES.map((mealTime) => ({ mealTime, description: pick(MEALS[mealTime]), calories: 100 + Math.floor(rand() * 400) })),
            attachments: [],
          };
        }
      }
    }
    await insertAll(model(NutritionPlan.name), plans(), 'nutrition plans');

    function* progress() {
      for (const [i, client] of clients.entries()) {
        const perClientProgress = shareOf(i, SCALE.progressRecords, SCALE.clients);
        const height = 1.5 + rand() * 0.35;
        let weight = 60 + rand() * 35;
        for (let v = 0; v < perClientProgress; v++) {
          weight -= rand() * 1.2;
          const rounded = Math.round(weight * 10) / 10;
          yield {
            client: client._id,
            nutritionist: nutritionists[client.nutritionistIndex]._id,
            enteredBy: nutritionists[client.nutritionistIndex]._id,
            date: addDays(today, -30 * (perClientProgress - v)),
            weight: rounded,
            height: Math.round(height * 100) / 100,
            bodyFat: Math.round((20 + rand() * 15) * 10) / 10,
            bmi: bmiOf(rounded, Math.round(height * 100) / 100),
            notes: '',
          };
        }
      }
    }
    await insertAll(model(Progress.name), progress(), 'progress records');

    // Messages: each client and their nutritionist, alternating; summaries as the app keeps them.
    const summaries: Record<string, unknown>[] = [];
    function* messages() {
      for (const [i, client] of clients.entries()) {
        const perClientMessages = shareOf(i, SCALE.messages, SCALE.clients);
        const nutritionist = nutritionists[client.nutritionistIndex];
        const pair = pairKey(String(client._id), String(nutritionist._id));
        let at = Date.parse(`${addDays(today, -Math.floor(rand() * 300) - 30)}T04:30:00Z`);
        let last: { _id: Types.ObjectId; content: string; createdAt: Date } | undefined;
        let lastFromNutritionist: Date | null = null;
        let lastFromClient: Date | null = null;
        const unreadLast = rand() < 0.05;
        for (let m = 0; m < perClientMessages; m++) {
          at += Math.floor(rand() * 2 * 86_400_000);
          const fromClient = m % 2 === 0;
          const createdAt = new Date(at);
          const content = pick(LINES);
          last = { _id: new Types.ObjectId(), content, createdAt };
          if (fromClient) lastFromClient = createdAt;
          else lastFromNutritionist = createdAt;
          yield {
            _id: last._id,
            sender: fromClient ? client._id : nutritionist._id,
            receiver: fromClient ? nutritionist._id : client._id,
            pair,
            content,
            // Everything read, but the last message in one conversation of twenty.
            ...(m < perClientMessages - 1 || !unreadLast ? { readAt: new Date(at + 3_600_000), unread: false } : { readAt: null, unread: true }),
            createdAt,
          };
        }
        // Alternating from the client: an odd count ends with the client's message, an even one with
        // the nutritionist's. Only the last message's receiver may have it unread.
        const lastFromClientSide = perClientMessages % 2 === 1;
        for (const [owner, counterpart, incoming, received] of [
          [client, nutritionist, lastFromNutritionist, !lastFromClientSide],
          [nutritionist, client, lastFromClient, lastFromClientSide],
        ] as const) {
          summaries.push({
            _id: `${owner._id}|${counterpart._id}`,
            owner: owner._id,
            counterpart: counterpart._id,
            lastMessage: previewOf(last!.content),
            lastMessageTime: last!.createdAt,
            lastMessageId: last!._id,
            lastIncomingTime: incoming,
            lastReadAt: !received || !unreadLast ? last!.createdAt : null,
          });
        }
      }
    }
    await insertAll(model(Message.name), messages(), 'messages');
    await insertAll(model(Conversation.name), summaries, 'conversation summaries');
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
