// The hot routes the benchmarks and the explain report exercise, signed in as the scale seed's
// users (backend/src/seed/seed-scale.ts). One list, so both always cover the same requests.
const LOGINS = {
  client: { phone: '7000000000', password: 'client12345' },
  nutritionist: { phone: '8100000000', password: 'nutrition123' },
};

/** The i-th sign-in of a run: the seed's clients in turn (phones 7000000000 up, one password). */
const CLIENTS_SEEDED = 3000;
const clientLogins = (i) => ({ phone: String(Number(LOGINS.client.phone) + (i % CLIENTS_SEEDED)), password: LOGINS.client.password });

/** A weekday in the clinic's zone with appointments on it (the seed skips Sundays). */
function workday(timeZone = 'Asia/Kolkata') {
  const today = new Date().toLocaleDateString('en-CA', { timeZone });
  const date = new Date(`${today}T12:00:00Z`);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * @param {{ client: { _id: string }, nutritionist: { _id: string } }} who the signed-in users
 * Routes only a nutritionist calls are loaded with as many connections as the seed has
 * nutritionists (10): fifty of them at once would be five times the chain's staff.
 * @returns {Array<{ name: string, as: 'client' | 'nutritionist' | null, method: string, path: string, body?: unknown, bodies?: (i: number) => unknown, connections?: number }>}
 */
function hotRoutes(who) {
  const day = workday();
  return [
    // Each sign-in hashes with argon2id (19 MiB, ~10 ms of CPU here) on purpose; more at once only queue.
    // Under load, each request signs in another of the seed's clients (`bodies`), as twenty people
    // would: one account signed in thousands of times kept thousands of live sessions, which its
    // sign-in reads to sweep the expired ones, and the figure measured that pile, not a sign-in.
    { name: 'login', as: null, method: 'POST', path: '/api/users/auth', body: LOGINS.client, bodies: clientLogins, connections: 10 },
    { name: 'appointments, filtered (client)', as: 'client', method: 'GET', path: '/api/appointments?status=completed&limit=20', hot: true },
    { name: 'appointments, filtered (nutritionist)', as: 'nutritionist', method: 'GET', path: `/api/appointments?status=confirmed&startDate=${day}&limit=20`, connections: 10 },
    { name: 'booked slots', as: 'client', method: 'GET', path: `/api/appointments/booked?nutritionist=${who.nutritionist._id}&date=${day}`, hot: true },
    { name: "today's appointments", as: 'nutritionist', method: 'GET', path: '/api/appointments/today', connections: 10 },
    { name: "a client's plans", as: 'client', method: 'GET', path: '/api/nutritionPlans' },
    { name: 'latest progress', as: 'client', method: 'GET', path: `/api/progresses/latest/${who.client._id}` },
    { name: 'conversation list (client)', as: 'client', method: 'GET', path: '/api/messages/conversations' },
    { name: 'conversation list (nutritionist)', as: 'nutritionist', method: 'GET', path: '/api/messages/conversations', connections: 10 },
    { name: 'one conversation', as: 'client', method: 'GET', path: `/api/messages/conversation/${who.nutritionist._id}` },
    // Each role's start page after signing in (issue 13): several indexed reads in one request.
    { name: 'client home', as: 'client', method: 'GET', path: '/api/home/client' },
    { name: 'practice home (nutritionist)', as: 'nutritionist', method: 'GET', path: '/api/home/practice', connections: 10 },
    // Not in the list, but the shell asks on every page for the header badge.
    { name: 'unread count (nutritionist)', as: 'nutritionist', method: 'GET', path: '/api/messages/unread-count', connections: 10 },
    // No database work once the session is cached: the floor our stack sets.
    { name: 'price list (no database)', as: 'client', method: 'GET', path: '/api/appointments/prices' },
  ];
}

module.exports = { LOGINS, hotRoutes, workday };
