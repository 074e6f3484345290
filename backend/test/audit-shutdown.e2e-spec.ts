import { getModelToken } from '@nestjs/mongoose';
import { mongo, type Model } from 'mongoose';
import { AuditEvent } from '../src/modules/audit/schemas/audit-event.schema';
import { TestApp } from './support/test-app';

// Its own file: passport keeps one "jwt" strategy per process, so two apps cannot share a test file.
describe('Audit entries and shutdown (e2e)', () => {
  it('writes pending entries before the database connection closes', async () => {
    const t = await TestApp.start();
    const db = await new mongo.MongoClient(process.env.MONGODB_URI!).connect();
    try {
      const client = await t.actor('client');
      const admin = await t.admin();
      const created = await admin.http.post('/api/progresses', { client: client.user._id, weight: 61, height: 1.6 });
      expect(created.status).toBe(201);
      const events = t.app.get<Model<AuditEvent>>(getModelToken(AuditEvent.name));
      const dbName = events.db.name;
      // Closed straight after the write, well before the batch timer (200 ms) would have fired.
      await t.app.close();
      const stored = db.db(dbName).collection(events.collection.collectionName);
      expect(await stored.countDocuments({ resourceId: created.body._id, action: 'create', resource: 'progress' })).toBe(1);
      await db.db(dbName).dropDatabase();
    } finally {
      await db.close();
    }
  });
});
