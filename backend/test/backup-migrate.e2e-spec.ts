import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { runCli } from '../src/modules/backups/cli';
import { TestApp } from './support/test-app';

const { startFerretDb } = require('./support/database-server.cjs') as {
  startFerretDb(options: { dataDir: string }): Promise<{ uri: string; stop(): Promise<void> }>;
};

type Db = NonNullable<mongoose.Connection['db']>;

async function snapshot(db: Db) {
  const collections = new Map<string, { docs: Map<string, Buffer>; indexes: unknown[] }>();
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const raw = (await db.collection(name).find({}, { raw: true }).toArray()) as unknown as Buffer[];
    const docs = new Map(raw.map((r) => [mongoose.mongo.BSON.EJSON.stringify(mongoose.mongo.BSON.deserialize(r)._id), Buffer.from(r)]));
    const indexes = (await db.collection(name).listIndexes().toArray())
      .map(({ v: _v, ns: _ns, ...spec }) => spec)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    collections.set(name, { docs, indexes });
  }
  return collections;
}

describe('npm run migrate (e2e): from the embedded database into a second server', () => {
  let t: TestApp;
  let second: { uri: string; stop(): Promise<void> };
  let secondDir: string;
  let backupDir: string;
  let target: mongoose.Connection;

  beforeAll(async () => {
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-migrate-backups-'));
    secondDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-migrate-db-'));
    second = await startFerretDb({ dataDir: secondDir });
    t = await TestApp.start();
    const [admin, nutritionist, client] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    await client.http.post('/api/messages', { receiver: nutritionist.user._id, content: 'Hello' });
    await nutritionist.http.post('/api/messages', { receiver: client.user._id, content: 'Hello back' });
    await admin.http.post('/api/messages', { receiver: client.user._id, content: 'Welcome' });
    // The audit log is written in batches every 200 ms: let the last one land, as stopping the app
    // before a move would.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // As if the app had never started with the appointments schema: the copy must still get its
    // collection and indexes, from the schemas rather than from the source.
    await t.connection.db!.collection('appointments').drop();
    target = await mongoose.createConnection(`${second.uri}clinic_moved`).asPromise();
  }, 60_000);

  afterAll(async () => {
    await target?.close();
    await t?.close();
    await second?.stop();
    await rm(secondDir, { recursive: true, force: true });
    await rm(backupDir, { recursive: true, force: true });
  });

  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const env = { MONGODB_URI: `${process.env.MONGODB_URI}${t.connection.db!.databaseName}`, BACKUP_DIR: backupDir };
    const code = await runCli(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('copies every document and index, verifies the counts and says what to set', async () => {
    const result = await run(['migrate', '--to', `${second.uri}clinic_moved`]);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`MONGODB_URI='${second.uri}clinic_moved' npm start`);
    expect(result.out).toMatch(/counts and indexes verified/);
    expect((await readdir(backupDir)).filter((f) => f.endsWith('-pre-migrate.clinic-backup'))).toHaveLength(1);

    const source = await snapshot(t.connection.db!);
    // What the role homes keep for speed is checked against version documents that a move (like a
    // restore) leaves behind on purpose: the new server's homes read afresh (backup-file.ts, DERIVED).
    for (const cache of ['practice_versions', 'unread_versions', 'client_versions']) source.delete(cache);
    const copy = await snapshot(target.db!);
    expect([...copy.keys()].sort()).toEqual([...source.keys(), 'appointments'].sort());
    for (const [name, { docs, indexes }] of source) {
      const moved = copy.get(name)!;
      expect([name, moved.docs.size]).toEqual([name, docs.size]);
      for (const [id, raw] of docs) expect([name, id, moved.docs.get(id)?.equals(raw)]).toEqual([name, id, true]);
      expect([name, moved.indexes]).toEqual([name, indexes]);
    }
    expect(copy.get('users')!.docs.size).toBe(3);
  });

  it('creates the indexes the schemas declare, also for collections the source lacks', async () => {
    const declared = t.app.get<Model<unknown>>(getModelToken('Appointment')).schema.indexes();
    expect(declared.length).toBeGreaterThan(0);
    const created = await target.db!.collection('appointments').listIndexes().toArray();
    expect(created).toHaveLength(declared.length + 1);
    for (const [keys] of declared) expect(created.map((i) => i.key)).toContainEqual(keys);
  });

  it('refuses a target that already holds data, changing nothing', async () => {
    const before = await target.db!.collection('users').countDocuments();
    const result = await run(['migrate', '--to', `${second.uri}clinic_moved`]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('The database "clinic_moved" is not empty');
    expect(await target.db!.collection('users').countDocuments()).toBe(before);
  });

  it('uses the source database name when the target names none', async () => {
    const result = await run(['migrate', '--to', second.uri.replace(/\/$/, '')]);
    expect(result).toMatchObject({ code: 0, err: '' });
    const name = t.connection.db!.databaseName;
    expect(result.out).toContain(`${second.uri}${name}`);
    const copy = target.useDb(name, { useCache: false }).db!;
    expect(await copy.collection('users').countDocuments()).toBe(3);
    await copy.dropDatabase();
  });
});
