import { TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-e2e-tests';

describe('GET /api/metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.METRICS_TOKEN;
  });

  const scrape = (headers: Record<string, string> = {}) => t.client().get('/api/metrics', { headers });

  it('is never public: no token and no session is a 401, a wrong token too', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-metrics-token-at-all' })).status).toBe(401);
  });

  it('is refused to signed-in users who are not the admin', async () => {
    for (const role of ['client', 'nutritionist'] as const) {
      const { http } = await t.actor(role);
      expect((await http.get('/api/metrics')).status).toBe(403);
    }
  });

  it('serves request counts and latency by route and status, streams, queue depth and the database to the token and to the admin', async () => {
    await t.client().get('/api/health');
    const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-type')).toContain('text/plain');
    expect(byToken.text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(byToken.text).toContain('http_request_duration_seconds_bucket{');
    expect(byToken.text).toMatch(/event_stream_connections 0/);
    expect(byToken.text).toMatch(/audit_queue_depth \d+/);
    expect(byToken.text).toMatch(/database_up 1/);
    // Without REDIS_URL there is no Redis to report on.
    expect(byToken.text).not.toContain('redis_up');
    const admin = await t.admin();
    expect((await admin.http.get('/api/metrics')).status).toBe(200);
  });

  it('counts the live event streams that are open', async () => {
    const { http } = await t.actor('client');
    const controller = new AbortController();
    await fetch(`${t.url}/api/messages/events`, { headers: { cookie: `clinic_session=${http.cookie('clinic_session')}` }, signal: controller.signal });
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).text).toMatch(/event_stream_connections 1/);
    controller.abort();
  });

  it('answers with the request id it used', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
