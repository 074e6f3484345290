import { ErrorCode } from '@clinic/contracts';
import { buildWorld, type World } from './support/world';
import { TestApp } from './support/test-app';

const RATE_LIMIT = 40;

describe('API keys (e2e)', () => {
  let t: TestApp;
  let world: World;
  const key = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

  beforeAll(async () => {
    t = await TestApp.start({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) });
    world = await buildWorld(t);
  });
  afterAll(() => t.close());

  async function createKey(body: Record<string, unknown>) {
    const res = await world.actors.admin.http.post('/api/integrations/keys', { name: 'Test', ...body });
    expect(res.status).toBe(201);
    return res.body as { _id: string; secret: string; prefix: string };
  }

  it('is created by the admin only, shown once and stored as a hash', async () => {
    for (const who of ['A', 'N'] as const) {
      expect((await world.actors[who].http.post('/api/integrations/keys', { name: 'x', scopes: ['appointments:read'] })).status).toBe(403);
    }
    const created = await createKey({ scopes: ['appointments:read'] });
    expect(created.secret).toMatch(/^ncl_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const list = await world.actors.admin.http.get('/api/integrations/keys');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const stored = await t.connection.collection('api_keys').findOne({ name: 'Test' });
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(9));
  });

  it('refuses bad input', async () => {
    const admin = world.actors.admin.http;
    expect((await admin.post('/api/integrations/keys', { name: 'x', scopes: ['users:write'] })).status).toBe(400);
    expect((await admin.post('/api/integrations/keys', { name: 'x', scopes: [] })).status).toBe(400);
    expect((await admin.post('/api/integrations/keys', { name: 'x', scopes: ['plans:read'], expiresAt: '2001-01-01T00:00:00Z' })).status).toBe(400);
  });

  it('allows exactly the routes of the scopes it holds', async () => {
    const { secret } = await createKey({ scopes: ['appointments:read', 'plans:read'] });
    const http = t.client();
    const allowed = await http.get('/api/appointments', key(secret));
    expect(allowed.status).toBe(200);
    expect(allowed.body.total).toBeGreaterThanOrEqual(2);
    expect((await http.get(`/api/appointments/${world.ids.apptB}`, key(secret))).status).toBe(200);
    expect((await http.get(`/api/nutritionPlans/${world.ids.planA}`, key(secret))).status).toBe(200);

    const missing = await http.get('/api/progresses', key(secret));
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe(ErrorCode.ApiKeyMissingScope);
    const write = await http.put(`/api/appointments/${world.ids.apptA}`, { notes: 'x' }, key(secret));
    expect(write.status).toBe(403);
    expect(write.body.code).toBe(ErrorCode.ApiKeyMissingScope);
  });

  it('never reaches user management, settings or routes without a scope, whatever its scopes', async () => {
    const { secret } = await createKey({ scopes: ['appointments:read', 'appointments:write', 'availability:read', 'clients:read', 'plans:read', 'progress:read', 'messages:write'] });
    const http = t.client();
    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${world.actors.A.user._id}`],
      ['PUT', `/api/users/${world.actors.A.user._id}`, { name: 'Hacked' }],
      ['DELETE', `/api/users/${world.actors.A.user._id}`],
      ['DELETE', `/api/users/${world.actors.A.user._id}/sessions`],
      ['PUT', '/api/users/profile', { name: 'Hacked' }],
      ['GET', '/api/payment-settings'],
      ['PUT', '/api/payment-settings', {}],
      ['GET', '/api/backups/settings'],
      ['GET', '/api/integrations/keys'],
      ['POST', '/api/integrations/keys', { name: 'escalate', scopes: ['plans:read'] }],
      ['GET', '/api/integrations/webhooks'],
      ['GET', `/api/audit/client/${world.actors.A.user._id}`],
      ['GET', '/api/revenue'],
      ['POST', '/api/nutritionPlans', { client: world.actors.A.user._id, title: 'x', startDate: '2026-12-01', meals: [] }],
      ['POST', '/api/users/logout-everywhere'],
    ];
    for (const [method, path, body] of refused) {
      const res = await http.request(method, path, { ...key(secret), body });
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 403, code: ErrorCode.ApiKeyRouteNotAllowed });
    }
    const name = (await t.userModel.findById(world.actors.A.user._id).lean())?.name;
    expect(name).not.toBe('Hacked');
    expect((await http.get('/api/users/clients', key(secret))).status).toBe(200);
    expect((await http.get(`/api/availabilities/nutritionist/${world.actors.N.user._id}`, key(secret))).status).toBe(200);
  });

  it('acts as the clinic, with the key named in the audit trail', async () => {
    const { secret, prefix } = await createKey({ name: 'Kiosk', scopes: ['progress:read'] });
    expect((await t.client().get(`/api/progresses/client/${world.actors.A.user._id}`, key(secret))).status).toBe(200);
    const audit = await world.actors.admin.http.get(`/api/audit/client/${world.actors.A.user._id}`);
    expect(audit.body.data.some((e: { actor: { name: string } }) => e.actor.name === `API key "Kiosk" (${prefix}…)`)).toBe(true);
  });

  it('is refused (401) at once when revoked, expired, unknown or malformed; cookies still work', async () => {
    const { _id, secret } = await createKey({ scopes: ['appointments:read'] });
    const http = t.client();
    expect((await http.get('/api/appointments', key(secret))).status).toBe(200);
    expect((await world.actors.admin.http.delete(`/api/integrations/keys/${_id}`)).status).toBe(200);
    const revoked = await http.get('/api/appointments', key(secret));
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(ErrorCode.ApiKeyInvalid);

    const soon = await createKey({ scopes: ['appointments:read'], expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await http.get('/api/appointments', key(soon.secret))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await http.get('/api/appointments', key(soon.secret))).status).toBe(401);

    expect((await http.get('/api/appointments', key(`ncl_live_${'A'.repeat(43)}`))).status).toBe(401);
    expect((await http.get('/api/appointments', key('ncl_live_short'))).status).toBe(401);
    // A key on a route without a scope is still a 401 when the key is bad: authentication comes first.
    expect((await http.get('/api/users', key(secret))).status).toBe(401);
    expect((await world.actors.A.http.get('/api/appointments')).status).toBe(200);
  });

  it('is rate limited per key, with RateLimit headers', async () => {
    const one = await createKey({ scopes: ['appointments:read'] });
    const two = await createKey({ scopes: ['appointments:read'] });
    const http = t.client();
    const first = await http.get('/api/appointments/prices', key(one.secret));
    expect(first.headers.get('ratelimit-limit')).toBe(String(RATE_LIMIT));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(RATE_LIMIT - 1));
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    for (let i = 1; i < RATE_LIMIT; i++) await http.get('/api/appointments/prices', key(one.secret));
    const limited = await http.get('/api/appointments/prices', key(one.secret));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.ApiKeyRateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await http.get('/api/appointments/prices', key(two.secret))).status).toBe(200);
  });

  it('is declared in the OpenAPI document: the bearer scheme and each route\'s scope', async () => {
    const doc = (await t.client().get('/api/docs-json')).body;
    expect(doc.components.securitySchemes['api-key']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/appointments'].get;
    expect(list['x-scopes']).toEqual(['appointments:read']);
    expect(list.security).toContainEqual({ 'api-key': [] });
    expect(list.description).toContain('API key scope');
    expect(doc.paths['/api/users'].get['x-scopes']).toBeUndefined();
  });
});
