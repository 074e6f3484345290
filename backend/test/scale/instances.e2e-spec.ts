import { Types } from 'mongoose';
import { openEventStream } from '../support/event-stream';
import { RedisServer } from '../support/redis-server';
import { DEFAULT_PASSWORD, nextPhone, TestApp, via } from '../support/test-app';

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const health = async (app: TestApp) => (await app.client().get('/api/health')).body as { status: string; redis: string };

// Two instances of the app in one process share nothing but the database and Redis, as two
// processes behind a balancer would: each has its own event bus, throttler storage and queues.
describe('two instances on one database and one Redis', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await RedisServer.start();
    const env = { REDIS_URL: redis.url, LOGIN_LIMIT_PER_PHONE: '10' };
    a = await TestApp.start(env);
    b = await TestApp.start(env, a);
    await until(async () => (await health(a)).redis === 'up' && (await health(b)).redis === 'up');
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.close();
    await redis?.kill();
    delete process.env.REDIS_URL;
  });

  it('delivers a message stored by one instance to the stream held by the other', async () => {
    const nutritionist = await a.actor('nutritionist');
    const client = await a.actor('client');
    const stream = await openEventStream(via(b, client.http), '/api/messages/events');
    await stream.next((e) => e.event === 'unread');
    const sent = await nutritionist.http.post('/api/messages', { receiver: client.user._id, content: 'Across instances' });
    expect(sent.status).toBe(201);
    const event = await stream.next((e) => e.event === 'message');
    expect(event.data.message.content).toBe('Across instances');
    stream.close();
  });

  it('keeps every availability edit when edits of one day race on both instances', async () => {
    const nutritionist = await a.actor('nutritionist');
    const onB = via(b, nutritionist.http);
    const starts = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
    const results = await Promise.all(
      starts.map((start, i) =>
        (i % 2 ? onB : nutritionist.http).post('/api/availabilities', {
          dayOfWeek: 'Wednesday',
          slots: [{ startTime: start, endTime: start.replace(':00', ':30') }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(starts.map(() => 201));
    const day = (await nutritionist.http.get('/api/availabilities/mine')).body.data[0];
    expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual(starts);
  });

  it('counts wrong passwords for one phone across instances: the 11th is refused on either', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? b : a).client().post('/api/users/auth', { phone, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await app.client().post('/api/users/auth', { phone, password: 'wrong-password' });
      expect(res.status).toBe(429);
    }
  });

  it('keeps serving with Redis away (degraded, limits per instance, local events) and recovers by itself', async () => {
    const nutritionist = await a.actor('nutritionist');
    const client = await a.actor('client');
    const phone = (await a.userModel.findById(client.user._id).lean())!.phone;
    await redis.kill();
    await until(async () => (await health(a)).redis === 'down');
    const down = await a.client().get('/api/health');
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    // Events still reach streams on the instance that stored the message.
    const local = await openEventStream(client.http, '/api/messages/events');
    await local.next((e) => e.event === 'unread');
    expect((await nutritionist.http.post('/api/messages', { receiver: client.user._id, content: 'Redis is down' })).status).toBe(201);
    expect((await local.next((e) => e.event === 'message')).data.message.content).toBe('Redis is down');

    // Sign-in limits fall back to each instance's own count: still limited, nobody locked out.
    expect((await b.client().post('/api/users/auth', { phone, password: DEFAULT_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await a.client().post('/api/users/auth', { phone, password: 'wrong-password' })).status).toBe(401);
    expect((await a.client().post('/api/users/auth', { phone, password: DEFAULT_PASSWORD })).status).toBe(429);

    await redis.restart();
    await until(async () => (await health(a)).status === 'ok' && (await health(b)).status === 'ok');
    // The stream opened while Redis was away is ended so the browser reconnects to a complete one.
    await until(async () => local.events.length > 0 && (await local.closedByServer()));
    const again = await openEventStream(via(b, client.http), '/api/messages/events');
    await again.next((e) => e.event === 'unread');
    await nutritionist.http.post('/api/messages', { receiver: client.user._id, content: 'Redis is back' });
    expect((await again.next((e) => e.event === 'message' && e.data.message.content === 'Redis is back')).data.message.content).toBe('Redis is back');
    again.close();
  });
});

describe('two instances on one database without Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await TestApp.start();
    b = await TestApp.start({}, a);
  });

  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('still keeps every availability edit: the database write itself is safe across processes', async () => {
    const nutritionist = await a.actor('nutritionist');
    const onB = via(b, nutritionist.http);
    const starts = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const results = await Promise.all(
      starts.map((start, i) =>
        (i % 2 ? onB : nutritionist.http).post('/api/availabilities', {
          dayOfWeek: 'Thursday',
          slots: [{ startTime: start, endTime: start.replace(':00', ':30') }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(starts.map(() => 201));
    const day = (await nutritionist.http.get('/api/availabilities/mine')).body.data[0];
    expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual(starts);
    expect((await b.client().get('/api/health')).body).toMatchObject({ status: 'ok', redis: 'off' });
  });
  it('finishes the edit of a writer that died between claiming a revision and writing it', async () => {
    const nutritionist = await a.actor('nutritionist');
    await nutritionist.http.post('/api/availabilities', { dayOfWeek: 'Friday', slots: [{ startTime: '09:00', endTime: '09:30' }] });
    const day = await a.connection.collection('availabilities').findOne({ nutritionist: new Types.ObjectId(nutritionist.user._id), dayOfWeek: 'Friday' });
    // What a writer leaves behind when it is killed after its claim: revision 1, never written to the day.
    await a.connection.collection<{ _id: string } & Record<string, unknown>>('availability_revisions').insertOne({
      _id: `${String(day!._id)}|1`,
      slots: [
        { startTime: '09:00', endTime: '09:30', isBooked: false },
        { startTime: '10:00', endTime: '10:30', isBooked: false },
      ],
      claimedAt: new Date(Date.now() - 60_000),
    });
    const res = await via(b, nutritionist.http).post('/api/availabilities', { dayOfWeek: 'Friday', slots: [{ startTime: '11:00', endTime: '11:30' }] });
    expect(res.status).toBe(201);
    expect(res.body.slots.map((s: { startTime: string }) => s.startTime)).toEqual(['09:00', '10:00', '11:00']);
    expect((await a.connection.collection('availabilities').findOne({ _id: day!._id }))?.revision).toBe(2);
  });
});
