import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import {
  BackupError,
  listCollections,
  readBackup,
  restoreBackup,
  SCHEMA_VERSION,
  verifyBackup,
  writeBackup,
} from '../src/modules/backups/backup-file';
import { runCli } from '../src/modules/backups/cli';
import { TestApp, type Actor } from './support/test-app';

type Db = NonNullable<mongoose.Connection['db']>;
const { BSON } = mongoose.mongo;
const KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);

/** What a backup file holds, collection by collection, each document's raw bytes by its _id. */
async function contentsOf(file: string, keys: Buffer[] = []) {
  const collections = new Map<string, Map<string, Buffer>>();
  const reader = readBackup(file, { keys });
  for (;;) {
    const next = await reader.next();
    if (next.done) return { manifest: next.value, collections };
    const record = next.value;
    if (record.type === 'collection') collections.set(record.name, new Map());
    if (record.type === 'document') collections.get(record.collection)!.set(idOf(record.raw), record.raw);
  }
}

const idOf = (raw: Uint8Array) => BSON.EJSON.stringify(BSON.deserialize(raw)._id);

async function rawDocuments(db: Db, name: string): Promise<Map<string, Buffer>> {
  const docs = (await db.collection(name).find({}, { raw: true }).toArray()) as unknown as Buffer[];
  return new Map(docs.map((raw) => [idOf(raw), Buffer.from(raw)]));
}

async function indexNames(db: Db, name: string): Promise<string[]> {
  return (await db.collection(name).listIndexes().toArray()).map((i) => i.name as string).sort();
}

/** Rewrites an unencrypted backup's header (and its checksum, so only the header differs). */
async function rewriteHeader(source: string, target: string, change: (header: Record<string, unknown>) => void) {
  const bytes = await readFile(source);
  const prefix = bytes.subarray(0, 10);
  const body = gunzipSync(bytes.subarray(10));
  const frames: Buffer[] = [];
  for (let offset = 0; offset < body.length; ) {
    const length = body.readUInt32BE(offset + 1);
    frames.push(body.subarray(offset, offset + 5 + length));
    offset += 5 + length;
  }
  const header = JSON.parse(frames[0].subarray(5).toString());
  change(header);
  const headerPayload = Buffer.from(JSON.stringify(header));
  const head = Buffer.alloc(5);
  head.write('H', 0, 'ascii');
  head.writeUInt32BE(headerPayload.length, 1);
  frames[0] = Buffer.concat([head, headerPayload]);
  const trailer = JSON.parse(frames.at(-1)!.subarray(5).toString());
  trailer.checksum = createHash('sha256').update(Buffer.concat(frames.slice(0, -1))).digest('hex');
  const trailerPayload = Buffer.from(JSON.stringify(trailer));
  const tail = Buffer.alloc(5);
  tail.write('T', 0, 'ascii');
  tail.writeUInt32BE(trailerPayload.length, 1);
  frames[frames.length - 1] = Buffer.concat([tail, trailerPayload]);
  await writeFile(target, Buffer.concat([prefix, gzipSync(Buffer.concat(frames))]));
}

describe('Backups (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let clients: Actor[];
  let db: Db;
  let dir: string;
  let plainFile: string;
  const fresh: string[] = [];

  /** A database nobody has written to, on the same test server. */
  const freshDb = () => {
    const name = `e2e_restore_${randomBytes(4).toString('hex')}`;
    fresh.push(name);
    return t.connection.useDb(name, { useCache: false }).db!;
  };
  const uriOf = (database: string) => `${process.env.MONGODB_URI}${database}`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'clinic-backups-'));
    t = await TestApp.start({ BACKUP_DIR: dir });
    db = t.connection.db!;
    admin = await t.admin();
    clients = await Promise.all(Array.from({ length: 4 }, () => t.actor('client')));
    for (const [i, client] of clients.entries()) {
      for (let n = 0; n < 5; n += 1) {
        expect((await client.http.post('/api/messages', { receiver: admin.user._id, content: `seed ${i}.${n}` })).status).toBe(201);
      }
    }
    plainFile = path.join(dir, 'plain.clinic-backup');
    await writeBackup(db, { file: plainFile, appVersion: 'test' });
  });

  afterAll(async () => {
    for (const name of fresh) await t.connection.useDb(name, { useCache: false }).dropDatabase().catch(() => undefined);
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a backup under write load that restores document by document into a fresh database', async () => {
    let writing = true;
    let written = 0;
    let inFlight = false;
    const load = (async () => {
      while (writing) {
        const client = clients[written % clients.length];
        inFlight = true;
        const res = await client.http.post('/api/messages', { receiver: admin.user._id, content: `under load ${written}` });
        inFlight = false;
        expect(res.status).toBe(201);
        written += 1;
      }
    })();
    // Let the load get going so the backup overlaps it.
    while (written < 3) await new Promise((r) => setTimeout(r, 10));
    const before = written;
    // A write already on its way when the backup starts overlaps it too: on a fast run the backup
    // can finish before that write does.
    const overlapping = inFlight;
    const file = path.join(dir, 'under-load.clinic-backup');
    const backup = await writeBackup(db, { file, appVersion: 'test' });
    const during = written - before;
    writing = false;
    await load;
    expect(overlapping || during > 0).toBe(true);

    const { manifest, collections } = await contentsOf(file);
    expect(manifest).toMatchObject({ schemaVersion: SCHEMA_VERSION, appVersion: 'test', database: db.databaseName, encrypted: false, checksum: backup.checksum });
    expect(manifest.collections.map((c) => c.name).sort()).toEqual((await listCollections(db)).sort());
    for (const entry of manifest.collections) expect(collections.get(entry.name)!.size).toBe(entry.count);
    expect(collections.get('users')!.size).toBe(5);
    expect(collections.get('messages')!.size).toBeGreaterThanOrEqual(20 + before);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const target = freshDb();
    await restoreBackup(target, file);
    for (const entry of manifest.collections) {
      const restored = await rawDocuments(target, entry.name);
      const backedUp = collections.get(entry.name)!;
      expect([entry.name, restored.size]).toEqual([entry.name, backedUp.size]);
      for (const [id, raw] of backedUp) expect([entry.name, id, restored.get(id)?.equals(raw)]).toEqual([entry.name, id, true]);
      expect([entry.name, await indexNames(target, entry.name)]).toEqual([entry.name, entry.indexes.map((i) => i.name).sort()]);
    }
    // The unique indexes came back as rules, not only as names.
    const user = await target.collection('users').findOne({});
    await expect(target.collection('users').insertOne({ ...user, _id: new mongoose.Types.ObjectId() })).rejects.toMatchObject({ code: 11000 });
  });

  it('leaves derived views (the revenue report\'s kept days) out, and a restore empties stale ones', async () => {
    await db.collection('revenue_days').insertOne({ _id: '2026-01-05' as never, v: 3, groups: '[]' });
    await db.collection('appointment_days').insertOne({ _id: '2026-01-05' as never, v: 3 });
    const file = path.join(dir, 'derived.clinic-backup');
    const backup = await writeBackup(db, { file, appVersion: 'test' });
    const names = backup.collections.map((c) => c.name);
    expect(names).toContain('users');
    expect(names).not.toContain('revenue_days');
    expect(names).not.toContain('appointment_days');
    // A database holding only views of other data counts as empty, and the restore clears them.
    const target = freshDb();
    await target.collection('revenue_days').insertOne({ _id: '2026-01-05' as never, v: 0, groups: '[{"count":99}]' });
    await restoreBackup(target, file);
    expect(await target.collection('revenue_days').countDocuments()).toBe(0);
    expect(await target.collection('users').countDocuments()).toBe(await db.collection('users').countDocuments());
    await db.collection('revenue_days').deleteMany({});
    await db.collection('appointment_days').deleteMany({});
  });

  it('refuses a corrupted file and writes nothing', async () => {
    const bytes = await readFile(plainFile);
    const corrupted = Buffer.from(bytes);
    corrupted[Math.floor(bytes.length / 2)] ^= 0xff;
    const file = path.join(dir, 'corrupted.clinic-backup');
    await writeFile(file, corrupted);
    const target = freshDb();
    await expect(restoreBackup(target, file)).rejects.toMatchObject({ code: 'CORRUPT', message: expect.stringContaining('corrupted') });
    expect(await listCollections(target)).toEqual([]);
  });

  it('refuses a truncated file and writes nothing', async () => {
    const bytes = await readFile(plainFile);
    const file = path.join(dir, 'truncated.clinic-backup');
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const target = freshDb();
    await expect(restoreBackup(target, file)).rejects.toMatchObject({ code: 'TRUNCATED', message: expect.stringContaining('truncated') });
    expect(await listCollections(target)).toEqual([]);
  });

  it('says what the database holds when the server refuses a write midway', async () => {
    const target = freshDb();
    // An empty collection counts as empty, but its unique index (not the backup's) refuses the second client.
    await target.collection('users').createIndex({ role: 1 }, { unique: true });
    const error = await restoreBackup(target, plainFile).catch((e: BackupError) => e);
    expect(error).toMatchObject({ code: 'RESTORE_FAILED', message: expect.stringContaining('The restore stopped at collection users') });
    expect((error as BackupError).message).toContain(`"${target.databaseName}" now holds part of the backup`);
  });

  it('refuses a file that is not a backup', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'hello');
    await expect(verifyBackup(file)).rejects.toMatchObject({ code: 'NOT_A_BACKUP' });
  });

  it('refuses a backup from a newer schema version, writing nothing', async () => {
    const file = path.join(dir, 'newer.clinic-backup');
    await rewriteHeader(plainFile, file, (header) => (header.schemaVersion = SCHEMA_VERSION + 1));
    const target = freshDb();
    const error = await restoreBackup(target, file).catch((e: BackupError) => e);
    expect(error).toMatchObject({ code: 'NEWER_SCHEMA', message: expect.stringContaining(`schema version ${SCHEMA_VERSION + 1}`) });
    expect(await listCollections(target)).toEqual([]);
    // The same file with the header as written restores: only the version made the difference.
    const same = path.join(dir, 'same.clinic-backup');
    await rewriteHeader(plainFile, same, () => undefined);
    await expect(verifyBackup(same)).resolves.toMatchObject({ schemaVersion: SCHEMA_VERSION });
  });

  describe('encrypted with BACKUP_KEY', () => {
    let file: string;
    beforeAll(async () => {
      file = path.join(dir, 'encrypted.clinic-backup');
      await writeBackup(db, { file, key: KEY, appVersion: 'test' });
    });

    it('cannot be read without the key, nor with another one', async () => {
      const bytes = await readFile(file);
      expect(bytes[9] & 1).toBe(1);
      // Not even gzip: without the key the body is noise.
      expect(() => gunzipSync(bytes.subarray(30))).toThrow();
      await expect(verifyBackup(file)).rejects.toMatchObject({ code: 'KEY_MISSING', message: expect.stringContaining('Set BACKUP_KEY') });
      await expect(verifyBackup(file, { keys: [OTHER_KEY] })).rejects.toMatchObject({ code: 'KEY_WRONG', message: expect.stringContaining('another key') });
    });

    it('restores with the key, also as the previous key while rotating', async () => {
      const { collections } = await contentsOf(file, [KEY]);
      const target = freshDb();
      await restoreBackup(target, file, { keys: [OTHER_KEY, KEY] });
      for (const [name, docs] of collections) expect([name, (await rawDocuments(target, name)).size]).toEqual([name, docs.size]);
    });

    it('refuses a changed byte (the authentication tag fails) and writes nothing', async () => {
      const bytes = Buffer.from(await readFile(file));
      bytes[bytes.length - 40] ^= 0x01;
      const tampered = path.join(dir, 'tampered.clinic-backup');
      await writeFile(tampered, bytes);
      const target = freshDb();
      await expect(restoreBackup(target, tampered, { keys: [KEY] })).rejects.toMatchObject({ code: 'CORRUPT' });
      expect(await listCollections(target)).toEqual([]);
    });
  });

  describe('command line', () => {
    const run = async (args: string[], env: Record<string, string> = {}) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(args, { ...env, BACKUP_DIR: dir }, { out: (l) => out.push(l), err: (l) => err.push(l) });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    it('backs up to BACKUP_DIR, readable by its owner only, and says it is not encrypted', async () => {
      const before = new Set(await readdir(dir));
      const result = await run(['backup'], { MONGODB_URI: uriOf(db.databaseName) });
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toContain('Not encrypted: set BACKUP_KEY');
      const [file] = (await readdir(dir)).filter((f) => !before.has(f));
      expect(file).toMatch(/^clinic-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-manual\.clinic-backup$/);
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
      expect(result.out).toContain(file);
    });

    it('checks a file without writing (--check)', async () => {
      const result = await run(['restore', plainFile, '--check'], { MONGODB_URI: 'mongodb://127.0.0.1:1/unreachable' });
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toContain('checksum and counts verified');
    });

    it('explains a missing key', async () => {
      const file = path.join(dir, 'encrypted.clinic-backup');
      const result = await run(['restore', file], { MONGODB_URI: uriOf(freshDb().databaseName) });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/This backup is encrypted\. Set BACKUP_KEY to the key it was made with \(key id [0-9a-f]{16}\)/);
    });

    it('explains an invalid key', async () => {
      const result = await run(['backup'], { MONGODB_URI: uriOf(db.databaseName), BACKUP_KEY: 'short' });
      expect(result).toMatchObject({ code: 1, err: expect.stringContaining('BACKUP_KEY must be a 32-byte key') });
    });

    it('refuses a non-empty database without --replace, and with it saves what it replaces first', async () => {
      const target = freshDb();
      await target.collection('users').insertOne({ name: 'Someone who will be replaced', phone: '9123456789' });
      const refused = await run(['restore', plainFile], { MONGODB_URI: uriOf(target.databaseName) });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`The database "${target.databaseName}" is not empty (users)`);
      expect(refused.err).toContain('--replace');
      expect(await target.collection('users').countDocuments()).toBe(1);

      const before = new Set(await readdir(dir));
      const replaced = await run(['restore', plainFile, '--replace'], { MONGODB_URI: uriOf(target.databaseName) });
      expect(replaced).toMatchObject({ code: 0, err: '' });
      const [saved] = (await readdir(dir)).filter((f) => !before.has(f));
      expect(saved).toMatch(/-pre-restore\.clinic-backup$/);
      expect(replaced.out).toContain(saved);
      const { collections: kept } = await contentsOf(path.join(dir, saved));
      expect([...kept.get('users')!.values()].map((raw) => BSON.deserialize(raw).name)).toEqual(['Someone who will be replaced']);

      const { collections } = await contentsOf(plainFile);
      for (const [name, docs] of collections) expect([name, (await rawDocuments(target, name)).size]).toEqual([name, docs.size]);
      expect(await target.collection('users').countDocuments({ name: 'Someone who will be replaced' })).toBe(0);
    });

    it('does not touch the database when --replace meets a bad file', async () => {
      const target = freshDb();
      await target.collection('users').insertOne({ name: 'Still here' });
      const file = path.join(dir, 'truncated.clinic-backup');
      const result = await run(['restore', file, '--replace'], { MONGODB_URI: uriOf(target.databaseName) });
      expect(result).toMatchObject({ code: 1, err: expect.stringContaining('truncated') });
      expect(await target.collection('users').countDocuments({ name: 'Still here' })).toBe(1);
    });

    it('reports a missing file and bad usage', async () => {
      expect(await run(['restore', path.join(dir, 'nope.clinic-backup')], { MONGODB_URI: uriOf(db.databaseName) })).toMatchObject({ code: 1, err: expect.stringContaining('No such file') });
      expect(await run(['restore'], {})).toMatchObject({ code: 2, err: expect.stringContaining('Usage') });
      expect(await run(['backup', '--force'], {})).toMatchObject({ code: 2, err: expect.stringContaining('Unknown option --force') });
    });
  });
});
