import { baseUrl, uniquePhone } from './browser';
import { futureDate } from './clinic-dates';

export const ADMIN = { phone: '9999999999', password: 'admin12345', name: 'Dr. Asha Rao' };

/** A signed-in API caller (the session cookie kept by hand), for seeding data before a browser test. */
export class ApiSession {
  private cookie = '';

  /** The signed-in user's id. */
  userId = '';

  static async signIn(phone: string, password: string): Promise<ApiSession> {
    const session = new ApiSession();
    session.userId = (await session.call('POST', '/api/users/auth', { phone, password }))._id;
    return session;
  }

  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(baseUrl() + path, {
      method,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

export interface Account {
  id: string;
  name: string;
  phone: string;
  password: string;
  api: ApiSession;
}

async function register(name: string): Promise<Account> {
  const phone = uniquePhone();
  const password = 'a11y-pass-1';
  const api = new ApiSession();
  const { _id: id } = await api.call('POST', '/api/users', { name, phone, password });
  api.userId = id;
  return { id, name, phone, password, api };
}

export interface Seeded {
  admin: Account;
  nutritionist: Account;
  client: Account;
  /** The day of the seeded appointments (YYYY-MM-DD). */
  date: string;
  appointmentId: string;
  planId: string;
  progressId: string;
}

/**
 * Enough data that every screen renders its lists, tags, charts and payment panel: a nutritionist,
 * a client in both practitioners' care, availability, a booked appointment, a plan with meals, two
 * progress records and a conversation with an unread message each way.
 */
export async function seedClinic(daysAhead = 9): Promise<Seeded> {
  const adminApi = await ApiSession.signIn(ADMIN.phone, ADMIN.password);
  const admin: Account = { id: adminApi.userId, name: ADMIN.name, phone: ADMIN.phone, password: ADMIN.password, api: adminApi };

  const nutritionist = await register('Meera Iyer');
  await adminApi.call('PUT', `/api/users/${nutritionist.id}`, { role: 'nutritionist' });
  // Roles are read at sign-in: sign in again to act as the nutritionist.
  nutritionist.api = await ApiSession.signIn(nutritionist.phone, nutritionist.password);
  const client = await register('Kavya Reddy');

  await adminApi.call('PUT', '/api/payment-settings', { upiId: 'greenleaf@okhdfcbank', payeeName: 'Green Leaf Nutrition', clinicName: 'Green Leaf Nutrition Clinic' });
  await adminApi.call('POST', `/api/careTeam/client/${client.id}`, { practitioner: nutritionist.id }).catch(() => undefined);

  // Specs that seed use different days, so their weekly availability and bookings do not collide.
  const { date, weekday } = futureDate(daysAhead);
  const slots = [
    { startTime: '09:00', endTime: '09:30' },
    { startTime: '09:30', endTime: '10:00' },
    { startTime: '10:00', endTime: '10:30' },
  ];
  await adminApi.call('POST', '/api/availabilities', { dayOfWeek: weekday, slots });
  await nutritionist.api.call('POST', '/api/availabilities', { dayOfWeek: weekday, slots });

  const appointment = await client.api.call('POST', '/api/appointments', {
    nutritionist: admin.id, date, startTime: '09:00', endTime: '09:30', sessionType: 'consultation', mode: 'online', notes: 'First visit',
  });
  await client.api.call('POST', '/api/appointments', {
    nutritionist: admin.id, date, startTime: '09:30', endTime: '10:00', sessionType: 'follow-up', mode: 'in-person',
  });
  await adminApi.call('PUT', `/api/appointments/${appointment._id}`, { status: 'confirmed' });

  const plan = await adminApi.call('POST', '/api/nutritionPlans', {
    client: client.id, title: 'Month one: steady habits', startDate: futureDate(1).date, endDate: futureDate(29).date, description: 'More fibre, less sugar.',
    meals: [
      { mealTime: 'breakfast', description: 'Vegetable poha', calories: 300 },
      { mealTime: 'lunch', description: 'Dal, roti, salad', calories: 500 },
    ],
  });
  await adminApi.call('POST', '/api/progresses', { client: client.id, date: futureDate(-14).date, weight: 74.5, height: 1.68, bodyFat: 31.2 });
  const progress = await adminApi.call('POST', '/api/progresses', { client: client.id, date: futureDate(0).date, weight: 72.1, height: 1.68, bodyFat: 30, notes: 'Good week' });

  await client.api.call('POST', '/api/messages', { receiver: admin.id, content: 'Can I have tea with the breakfast?' });
  await adminApi.call('POST', '/api/messages', { receiver: client.id, content: 'Yes, without sugar.' });
  await client.api.call('POST', '/api/messages', { receiver: admin.id, content: 'Thank you!' });
  await client.api.call('POST', '/api/messages', { receiver: nutritionist.id, content: 'Hello Meera' });

  return { admin, nutritionist, client, date, appointmentId: appointment._id, planId: plan._id, progressId: progress._id };
}
