/**
 * `npm run seed`: demo data so that a newcomer can try every screen: a second nutritionist and a few
 * clients (later features add their own demo records here). Safe to run again: existing phones are
 * left as they are.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Role } from '@clinic/contracts';
import { AppModule } from '../app.module';
import { PasswordService } from '../modules/users/password.service';
import { User } from '../modules/users/schemas/user.schema';

export const DEMO_USERS: ReadonlyArray<{ name: string; phone: string; email: string; role: Role; password: string; address: string }> = [
  { name: 'Dr. Vikram Menon', phone: '9888888888', email: 'vikram@clinic.example', role: 'nutritionist', password: 'nutrition123', address: 'Nutrition Clinic, Koramangala, Bengaluru' },
  { name: 'Priya Sharma', phone: '9000000001', email: 'priya@example.com', role: 'client', password: 'client12345', address: '14 MG Road, Bengaluru 560001' },
  { name: 'Rahul Verma', phone: '9000000002', email: 'rahul@example.com', role: 'client', password: 'client12345', address: '7 Park Street, Kolkata 700016' },
  { name: 'Ananya Iyer', phone: '9000000003', email: '', role: 'client', password: 'client12345', address: '22 Marine Drive, Mumbai 400002' },
];

async function seed() {
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['warn', 'error'] });
  const log = (line: string) => console.log(`[seed] ${line}`);
  try {
    await app.init();
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
  } finally {
    await app.close();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
