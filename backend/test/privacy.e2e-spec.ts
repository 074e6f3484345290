import { AuditService } from '../src/modules/audit/audit.service';
import { TestApp } from './support/test-app';
import { buildWorld, type World } from './support/world';

interface Entry {
  at: string;
  actor: { _id: string; name: string; role: string };
  action: string;
  resource: string;
  resourceId: string;
}

describe('Privacy: the audit log and the client data export (e2e)', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await TestApp.start();
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const auditOf = async (clientId: string): Promise<Entry[]> => {
    const res = await w.actors.admin.http.get(`/api/audit/client/${clientId}?limit=100`);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  describe('audit log', () => {
    it('records who read and who changed a client\'s plan, progress, appointment and messages', async () => {
      const { A, N } = w.actors;
      await N.http.get(`/api/nutritionPlans/${w.ids.planA}`);
      await N.http.put(`/api/progresses/${w.ids.progA}`, { weight: 69 });
      await A.http.get(`/api/appointments/${w.ids.apptA}`);
      await N.http.get(`/api/messages/conversation/${A.user._id}`);

      const entries = await auditOf(A.user._id);
      const has = (actor: string, action: string, resource: string, resourceId?: string) =>
        entries.some((e) => e.actor._id === actor && e.action === action && e.resource === resource && (resourceId === undefined || e.resourceId === resourceId));
      expect(has(N.user._id, 'create', 'plan', w.ids.planA)).toBe(true);
      expect(has(N.user._id, 'read', 'plan', w.ids.planA)).toBe(true);
      expect(has(N.user._id, 'update', 'progress', w.ids.progA)).toBe(true);
      // A client reading their own records is not an access to record; their changes are.
      expect(has(A.user._id, 'read', 'appointment', w.ids.apptA)).toBe(false);
      expect(has(A.user._id, 'create', 'message', w.ids.msgA)).toBe(true);
      expect(has(N.user._id, 'read', 'message')).toBe(true);
      const read = entries.find((e) => e.action === 'read' && e.resource === 'plan')!;
      expect(read.actor).toEqual({ _id: N.user._id, name: N.user.name, role: 'nutritionist' });
      expect(Date.now() - new Date(read.at).getTime()).toBeLessThan(60_000);
    });

    it('records a practitioner reading a client\'s contact details (detail, user list, client picker), not the client reading their own', async () => {
      const { A, B, N, admin } = w.actors;
      await N.http.get(`/api/users/${B.user._id}`);
      // The picker lists only N's care team (A), so searching it for B shows and audits nothing.
      await N.http.get(`/api/users/clients?search=${encodeURIComponent(B.user.name)}`);
      await N.http.get(`/api/users/clients?search=${encodeURIComponent(A.user.name)}`);
      await admin.http.get(`/api/users?search=${encodeURIComponent(B.user.name)}`);
      await B.http.get(`/api/users/${B.user._id}`);
      await t.app.get(AuditService).flush();
      const reads = (await auditOf(B.user._id)).filter((e) => e.resource === 'account' && e.action === 'read');
      expect(reads.filter((e) => e.actor._id === N.user._id).length).toBe(1);
      expect(reads.some((e) => e.actor._id === admin.user._id)).toBe(true);
      expect(reads.some((e) => e.actor._id === B.user._id)).toBe(false);
      expect((await auditOf(A.user._id)).some((e) => e.resource === 'account' && e.action === 'read' && e.actor._id === N.user._id)).toBe(true);
    });

    it('lists newest first, one client at a time', async () => {
      const entries = await auditOf(w.actors.A.user._id);
      const times = entries.map((e) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      // B's records were touched by N2 and the admin only; nothing of A's appears in B's log.
      const ofB = await auditOf(w.actors.B.user._id);
      expect(ofB.length).toBeGreaterThan(0);
      expect(ofB.some((e) => [w.ids.planA, w.ids.progA, w.ids.apptA, w.ids.msgA].includes(e.resourceId))).toBe(false);
    });

    it('is readable by the admin only', async () => {
      for (const who of [w.actors.A, w.actors.N, w.actors.N2]) {
        expect((await who.http.get(`/api/audit/client/${w.actors.A.user._id}`)).status).toBe(403);
      }
      expect((await t.client().get(`/api/audit/client/${w.actors.A.user._id}`)).status).toBe(401);
    });

    it('is append-only: no route changes or removes an entry, and entries outlive a deleted client', async () => {
      const routes: string[] = [];
      const fastify = t.app.getHttpAdapter().getInstance();
      for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) if (line.includes('audit')) routes.push(line.trim());
      expect(routes.join('\n')).not.toMatch(/POST|PUT|PATCH|DELETE/);

      const gone = await t.actor('client');
      await w.actors.admin.http.post('/api/progresses', { client: gone.user._id, weight: 60, height: 1.6 });
      await t.app.get(AuditService).flush();
      const before = await auditOf(gone.user._id);
      expect(before.length).toBeGreaterThan(0);
      expect((await w.actors.admin.http.delete(`/api/users/${gone.user._id}`)).status).toBe(200);
      expect(await auditOf(gone.user._id)).toEqual(before);
    });
  });

  describe('data export', () => {
    it('gives a client everything the clinic holds about them, as one JSON download', async () => {
      const res = await w.actors.A.http.get('/api/users/me/export');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="[^"]+\.json"/);
      const data = res.body;
      expect(data.account).toMatchObject({ _id: w.actors.A.user._id, phone: w.actors.A.user.phone });
      expect(data.appointments.map((a: { _id: string }) => a._id)).toContain(w.ids.apptA);
      expect(data.nutritionPlans.map((p: { _id: string }) => p._id)).toContain(w.ids.planA);
      expect(data.progressRecords.map((p: { _id: string }) => p._id)).toContain(w.ids.progA);
      expect(data.messages.map((m: { _id: string; content: string }) => m.content)).toContain('Secret of A');
      expect(data.progressRecords[0]).toMatchObject({ BMI: expect.any(Number), bmiCategory: expect.any(String) });
    });

    it('holds nothing of anyone else and no secrets', async () => {
      const text = JSON.stringify((await w.actors.A.http.get('/api/users/me/export')).body);
      for (const id of [w.ids.apptB, w.ids.planB, w.ids.progB, w.ids.msgB, w.actors.B.user._id]) expect(text).not.toContain(id);
      expect(text).not.toContain('Secret of B');
      expect(text).not.toMatch(/passwordHash|\$argon2/);
      // Practitioners appear by name only: their phone numbers are not the client's data.
      expect(text).not.toContain(w.actors.N.user.phone);
    });

    it('is recorded in the client\'s audit log (an export, unlike a read of one\'s own records)', async () => {
      await t.app.get(AuditService).flush();
      const entries = await auditOf(w.actors.A.user._id);
      expect(entries.some((e) => e.action === 'export' && e.actor._id === w.actors.A.user._id)).toBe(true);
    });
  });
});
