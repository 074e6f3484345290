/**
 * `npm run seed`: demo data so that a newcomer can try every screen: a second nutritionist, a few
 * clients, both practitioners' weekly availability, appointments, a plan with progress records.
 * Safe to run again: each step keeps what exists.
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { bmiOf, fromMinutes, type Role, type TimeRange, toMinutes, WEEKDAYS, weekdayOf } from '@clinic/contracts';
import { AppModule } from '../app.module';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { ClinicClock } from '../common/time/clinic-clock';
import { Appointment } from '../modules/appointments/schemas/appointment.schema';
import { SlotLocksService } from '../modules/appointments/slot-locks.service';
import { AvailabilityService } from '../modules/availability/availability.service';
import { CareTeamService } from '../modules/care-team/care-team.service';
import { MessagesService } from '../modules/messages/messages.service';
import { Message } from '../modules/messages/schemas/message.schema';
import { NutritionPlan } from '../modules/nutrition-plans/schemas/nutrition-plan.schema';
import { Progress } from '../modules/progress/schemas/progress.schema';
import { PasswordService } from '../modules/users/password.service';
import { User } from '../modules/users/schemas/user.schema';

export const DEMO_USERS: ReadonlyArray<{ name: string; phone: string; email: string; role: Role; password: string; address: string }> = [
  { name: 'Dr. Vikram Menon', phone: '9888888888', email: 'vikram@clinic.example', role: 'nutritionist', password: 'nutrition123', address: 'Nutrition Clinic, Koramangala, Bengaluru' },
  { name: 'Priya Sharma', phone: '9000000001', email: 'priya@example.com', role: 'client', password: 'client12345', address: '14 MG Road, Bengaluru 560001' },
  { name: 'Rahul Verma', phone: '9000000002', email: 'rahul@example.com', role: 'client', password: 'client12345', address: '7 Park Street, Kolkata 700016' },
  { name: 'Ananya Iyer', phone: '9000000003', email: '', role: 'client', password: 'client12345', address: '22 Marine Drive, Mumbai 400002' },
];

const log = (line: string) => console.log(`[seed] ${line}`);

type Person = { _id: Types.ObjectId; name: string };

interface Seed {
  app: INestApplicationContext;
  config: AppConfig;
  today: string;
  /** The admin (when configured) first, then the demo nutritionist. */
  practitioners: Person[];
  byPhone(phone: string): Promise<Person>;
  model<T>(name: string): Model<T>;
}

const halfHours = (from: string, to: string): TimeRange[] =>
  Array.from({ length: (toMinutes(to) - toMinutes(from)) / 30 }, (_, i) => ({
    startTime: fromMinutes(toMinutes(from) + i * 30),
    endTime: fromMinutes(toMinutes(from) + (i + 1) * 30),
  }));

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function seedUsers(app: INestApplicationContext) {
  const users = app.get<Model<User>>(getModelToken(User.name));
  const passwords = app.get(PasswordService);
  for (const demo of DEMO_USERS) {
    if (await users.exists({ phone: demo.phone })) {
      log(`kept     ${demo.role.padEnd(12)} ${demo.name} (${demo.phone})`);
      continue;
    }
    const { password, email, ...fields } = demo;
    await users.create({ ...fields, ...(email ? { email } : {}), passwordHash: await passwords.hash(password) });
    log(`created  ${demo.role.padEnd(12)} ${demo.name} (${demo.phone} / ${password})`);
  }
}

/** Monday to Saturday, mornings and late afternoons, for each practitioner. */
async function seedAvailability({ app, practitioners }: Seed) {
  const availability = app.get(AvailabilityService);
  for (const practitioner of practitioners) {
    const id = String(practitioner._id);
    if ((await availability.week(id)).length) {
      log(`kept     availability of ${practitioner.name}`);
      continue;
    }
    for (const day of WEEKDAYS.slice(0, 6)) await availability.add(id, day, [...halfHours('10:00', '13:00'), ...halfHours('15:00', '18:00')]);
    log(`created  availability of ${practitioner.name} (Mon–Sat 10:00–13:00, 15:00–18:00)`);
  }
}

async function seedAppointments(seed: Seed) {
  const appointments = seed.model<Appointment>(Appointment.name);
  if (await appointments.exists({})) return log('kept     appointments');
  const locks = seed.app.get(SlotLocksService);
  const nextWorkday = (from: number) => {
    let date = addDays(seed.today, from);
    while (weekdayOf(date) === 'Sunday') date = addDays(date, 1);
    return date;
  };
  const [priya, rahul, ananya] = await Promise.all(['9000000001', '9000000002', '9000000003'].map(seed.byPhone));
  const [lead, second = lead] = seed.practitioners;
  const demo = [
    { client: priya, nutritionist: lead, date: nextWorkday(1), startTime: '10:00', sessionType: 'consultation', mode: 'in-person', status: 'confirmed', paymentStatus: 'paid' },
    { client: rahul, nutritionist: second, date: nextWorkday(2), startTime: '11:00', sessionType: 'follow-up', mode: 'online', status: 'pending', paymentStatus: 'unpaid' },
    { client: ananya, nutritionist: lead, date: nextWorkday(3), startTime: '15:30', sessionType: 'meal-plan-review', mode: 'in-person', status: 'pending', paymentStatus: 'unpaid' },
    { client: priya, nutritionist: lead, date: addDays(seed.today, -14), startTime: '10:30', sessionType: 'consultation', mode: 'in-person', status: 'completed', paymentStatus: 'paid' },
  ] as const;
  for (const a of demo) {
    const _id = new Types.ObjectId();
    const range = { startTime: a.startTime, endTime: fromMinutes(toMinutes(a.startTime) + 30) };
    if (a.status === 'pending' || a.status === 'confirmed') await locks.acquire(_id, String(a.nutritionist._id), a.date, range);
    await appointments.create({
      _id,
      nutritionist: a.nutritionist._id,
      client: a.client._id,
      date: a.date,
      ...range,
      sessionType: a.sessionType,
      mode: a.mode,
      status: a.status,
      paymentStatus: a.paymentStatus,
      pricePaise: seed.config.clinic.pricesPaise[a.sessionType],
      notes: '',
    });
    // The demo clients booked these themselves: the practitioner joins their care team.
    await seed.app.get(CareTeamService).join(a.client._id, a.nutritionist._id, 'client-booking', String(a.client._id));
    log(`created  appointment ${a.date} ${range.startTime} ${a.client.name} with ${a.nutritionist.name} (${a.status})`);
  }
}

async function seedPlansAndProgress(seed: Seed) {
  const plans = seed.model<NutritionPlan>(NutritionPlan.name);
  if (await plans.exists({})) return log('kept     plans and progress');
  const progress = seed.model<Progress>(Progress.name);
  const priya = await seed.byPhone('9000000001');
  const [lead] = seed.practitioners;
  await plans.create({
    client: priya._id,
    nutritionist: lead._id,
    enteredBy: lead._id,
    title: 'Weeks 1–4: steady, vegetarian',
    description: 'Two litres of water a day. A 30-minute walk after dinner. Keep tea to two cups, less sugar each week.',
    startDate: addDays(seed.today, -14),
    endDate: addDays(seed.today, 14),
    meals: [
      { mealTime: 'breakfast', description: 'Vegetable poha with peanuts, 1 bowl', calories: 320 },
      { mealTime: 'breakfast', description: 'Masala chai, less sugar', calories: 60 },
      { mealTime: 'lunch', description: '2 phulka, dal, seasonal sabzi, salad', calories: 520 },
      { mealTime: 'snack', description: 'Roasted chana, a handful', calories: 120 },
      { mealTime: 'dinner', description: 'Paneer tikka with sautéed greens', calories: 430 },
    ],
    attachments: [],
  });
  log(`created  nutrition plan for ${priya.name}`);
  const height = 1.62;
  const visits = [
    { days: -28, weight: 74.6, bodyFat: 32.1 },
    { days: -14, weight: 73.4, bodyFat: 31.4 },
    { days: 0, weight: 72.5, bodyFat: 30.8 },
  ];
  for (const v of visits) {
    await progress.create({
      client: priya._id,
      nutritionist: lead._id,
      enteredBy: lead._id,
      date: addDays(seed.today, v.days),
      weight: v.weight,
      height,
      bodyFat: v.bodyFat,
      bmi: bmiOf(v.weight, height),
      notes: '',
    });
  }
  log(`created  ${visits.length} progress records for ${priya.name}`);
}

async function seedMessages(seed: Seed) {
  const messages = seed.model<Message>(Message.name);
  if (await messages.exists({})) return log('kept     messages');
  const service = seed.app.get(MessagesService);
  const priya = await seed.byPhone('9000000001');
  const [lead] = seed.practitioners;
  const as = (p: Person, role: 'client' | 'admin' | 'nutritionist') => ({ id: String(p._id), role, name: p.name });
  await service.send(as(priya, 'client'), { receiver: String(lead._id), content: 'Hello doctor, is it fine to swap tonight\'s dinner for the lunch menu?' });
  await service.send(as(lead, 'admin'), { receiver: String(priya._id), content: 'Yes, that works. Keep the portion of dal the same.' });
  await service.send(as(priya, 'client'), { receiver: String(lead._id), content: 'Thank you! See you on Monday.' });
  log(`created  a conversation between ${priya.name} and ${lead.name}`);
}

async function main() {
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['warn', 'error'] });
  try {
    await app.init();
    await seedUsers(app);
    const users = app.get<Model<User>>(getModelToken(User.name));
    const byPhone = async (phone: string) => (await users.findOne({ phone }, { _id: 1, name: 1 }).lean<Person>())!;
    const admin = await users.findOne({ role: 'admin' }, { _id: 1, name: 1 }).lean<Person>();
    const seed: Seed = {
      app,
      config: app.get<AppConfig>(APP_CONFIG),
      today: app.get(ClinicClock).today(),
      practitioners: [...(admin ? [admin] : []), await byPhone('9888888888')],
      byPhone,
      model: <T>(name: string) => app.get<Model<T>>(getModelToken(name)),
    };
    await seedAvailability(seed);
    await seedAppointments(seed);
    await seedPlansAndProgress(seed);
    await seedMessages(seed);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
