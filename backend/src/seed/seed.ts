/**
 * `npm run seed`: demo data so that a newcomer can try every screen: a second nutritionist, a few
 * clients, both practitioners' weekly availability and some appointments. Safe to run again: what
 * exists is kept.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { fromMinutes, type Role, type TimeRange, toMinutes, WEEKDAYS, weekdayOf } from '@clinic/contracts';
import { AppModule } from '../app.module';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { ClinicClock } from '../common/time/clinic-clock';
import { Appointment } from '../modules/appointments/schemas/appointment.schema';
import { SlotLocksService } from '../modules/appointments/slot-locks.service';
import { AvailabilityService } from '../modules/availability/availability.service';
import { PasswordService } from '../modules/users/password.service';
import { User } from '../modules/users/schemas/user.schema';

export const DEMO_USERS: ReadonlyArray<{ name: string; phone: string; email: string; role: Role; password: string; address: string }> = [
  { name: 'Dr. Vikram Menon', phone: '9888888888', email: 'vikram@clinic.example', role: 'nutritionist', password: 'nutrition123', address: 'Nutrition Clinic, Koramangala, Bengaluru' },
  { name: 'Priya Sharma', phone: '9000000001', email: 'priya@example.com', role: 'client', password: 'client12345', address: '14 MG Road, Bengaluru 560001' },
  { name: 'Rahul Verma', phone: '9000000002', email: 'rahul@example.com', role: 'client', password: 'client12345', address: '7 Park Street, Kolkata 700016' },
  { name: 'Ananya Iyer', phone: '9000000003', email: '', role: 'client', password: 'client12345', address: '22 Marine Drive, Mumbai 400002' },
];

const log = (line: string) => console.log(`[seed] ${line}`);

/** Half-hour slots between two times. */
const halfHours = (from: string, to: string): TimeRange[] =>
  Array.from({ length: (toMinutes(to) - toMinutes(from)) / 30 }, (_, i) => ({
    startTime: fromMinutes(toMinutes(from) + i * 30),
    endTime: fromMinutes(toMinutes(from) + (i + 1) * 30),
  }));

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function seed() {
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['warn', 'error'] });
  try {
    await app.init();
    const users = app.get<Model<User>>(getModelToken(User.name));
    const passwords = app.get(PasswordService);
    const config = app.get<AppConfig>(APP_CONFIG);

    for (const demo of DEMO_USERS) {
      if (await users.exists({ phone: demo.phone })) {
        log(`kept     ${demo.role.padEnd(12)} ${demo.name} (${demo.phone})`);
        continue;
      }
      const { password, email, ...fields } = demo;
      await users.create({ ...fields, ...(email ? { email } : {}), passwordHash: await passwords.hash(password) });
      log(`created  ${demo.role.padEnd(12)} ${demo.name} (${demo.phone} / ${password})`);
    }

    const byPhone = async (phone: string) => (await users.findOne({ phone }, { _id: 1, name: 1 }).lean())!;
    const practitioners = [
      ...(config.admin.phone ? [await users.findOne({ role: 'admin' }, { _id: 1, name: 1 }).lean()] : []),
      await byPhone('9888888888'),
    ].filter((p): p is NonNullable<typeof p> => Boolean(p));

    // Monday to Saturday, mornings and late afternoons.
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

    const appointments = app.get<Model<Appointment>>(getModelToken(Appointment.name));
    if (await appointments.exists({})) {
      log('kept     appointments');
      return;
    }
    const clock = app.get(ClinicClock);
    const locks = app.get(SlotLocksService);
    const today = clock.today();
    const nextWorkday = (from: number) => {
      let date = addDays(today, from);
      while (weekdayOf(date) === 'Sunday') date = addDays(date, 1);
      return date;
    };
    const [priya, rahul, ananya] = await Promise.all(['9000000001', '9000000002', '9000000003'].map(byPhone));
    const [lead, second] = practitioners;
    const demoAppointments = [
      { client: priya, nutritionist: lead, date: nextWorkday(1), startTime: '10:00', sessionType: 'consultation', mode: 'in-person', status: 'confirmed', paymentStatus: 'paid' },
      { client: rahul, nutritionist: second ?? lead, date: nextWorkday(2), startTime: '11:00', sessionType: 'follow-up', mode: 'online', status: 'pending', paymentStatus: 'unpaid' },
      { client: ananya, nutritionist: lead, date: nextWorkday(3), startTime: '15:30', sessionType: 'meal-plan-review', mode: 'in-person', status: 'pending', paymentStatus: 'unpaid' },
      { client: priya, nutritionist: lead, date: addDays(today, -14), startTime: '10:30', sessionType: 'consultation', mode: 'in-person', status: 'completed', paymentStatus: 'paid' },
    ] as const;
    for (const a of demoAppointments) {
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
        pricePaise: config.clinic.pricesPaise[a.sessionType],
        notes: '',
      });
      log(`created  appointment ${a.date} ${range.startTime} ${a.client.name} with ${a.nutritionist.name} (${a.status})`);
    }
  } finally {
    await app.close();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
