/**
 * The backup file: one compressed (optionally encrypted) stream of every collection's documents,
 * indexes and counts, with a checksum. Shared by the command line (`npm run backup`, `restore`,
 * `migrate`) and the scheduled backups of the running app, so both write and read the same format.
 *
 * Layout:
 *   prefix   "CLINICBK", format version (1 byte), flags (1 byte; bit 0: encrypted)
 *            when encrypted: key id (8 bytes), IV (12 bytes)
 *   body     gzip of a sequence of frames (type: 1 byte, length: 4 bytes big-endian, payload),
 *            AES-256-GCM-encrypted when flagged, with the prefix as additional authenticated data
 *   tag      when encrypted: the GCM authentication tag (16 bytes)
 * Frames: H (header, JSON), then per collection C (name and indexes, JSON), D (one document, raw
 * BSON, exactly as the server returned it), E (count, JSON); last T (trailer, JSON: the counts and
 * a SHA-256 of every frame before it). Documents stay raw BSON so that types (dates, ObjectIds,
 * 64-bit integers) come back exactly as they were.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose from 'mongoose';

type Db = NonNullable<mongoose.Connection['db']>;

const MAGIC = Buffer.from('CLINICBK', 'ascii');
export const BACKUP_FORMAT_VERSION = 1;
/**
 * The shape of the data the app expects. Bump it with any change that needs stored documents
 * rewritten; a backup from a newer schema is refused, since this version's code would misread it.
 */
export const SCHEMA_VERSION = 1;
export const BACKUP_EXTENSION = '.clinic-backup';

const FLAG_ENCRYPTED = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PLAIN_PREFIX = MAGIC.length + 2;
const ENCRYPTED_PREFIX = PLAIN_PREFIX + KEY_ID_BYTES + IV_BYTES;
const INSERT_BATCH = 500;

/**
 * Read after the collections they summarise or guard: a booking writes its slot locks before the
 * appointment, and a message before its conversation summaries, so reading these last means every
 * appointment and message in the backup has its locks and summaries in it too.
 */
const READ_LAST = ['slot_locks', 'conversations'];

/**
 * Views computed from other collections (the revenue report's per-day figures and the counters that
 * say when they are stale, and the homes' versions). Copying them could pair a view with appointments read a moment later, so
 * they are left out of backups and migrations and emptied by a restore: the app recomputes them.
 */
const DERIVED = ['revenue_days', 'appointment_days', 'practice_versions', 'unread_versions', 'client_versions'];

export type BackupErrorCode =
  | 'NOT_A_BACKUP'
  | 'NEWER_FORMAT'
  | 'NEWER_SCHEMA'
  | 'KEY_MISSING'
  | 'KEY_WRONG'
  | 'KEY_INVALID'
  | 'CORRUPT'
  | 'TRUNCATED'
  | 'TARGET_NOT_EMPTY'
  | 'COUNT_MISMATCH'
  | 'RESTORE_FAILED'
  | 'CONFIG';

/** A refusal the operator can act on; the message says what to do. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface IndexSpec {
  name: string;
  key: Record<string, number | string>;
  [option: string]: unknown;
}

export interface CollectionEntry {
  name: string;
  count: number;
  indexes: IndexSpec[];
}

export interface BackupManifest {
  format: number;
  appVersion: string;
  schemaVersion: number;
  database: string;
  startedAt: string;
  finishedAt: string;
  encrypted: boolean;
  keyId?: string;
  collections: CollectionEntry[];
  totalDocuments: number;
  /** SHA-256 (hex) of every frame before the trailer. */
  checksum: string;
}

export interface WrittenBackup extends BackupManifest {
  file: string;
  sizeBytes: number;
  durationMs: number;
}

/** A 32-byte key from BACKUP_KEY: 64 hex characters (`openssl rand -hex 32`) or base64. */
export function parseBackupKey(value: string, variable = 'BACKUP_KEY'): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(text) && key.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, ''))) {
    throw new BackupError('KEY_INVALID', `${variable} must be a 32-byte key: 64 hex characters (\`openssl rand -hex 32\`) or its base64 form.`);
  }
  return key;
}

/** Names a key without revealing it, so a file can say which key it needs. */
export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('clinic-backup-key-id').digest().subarray(0, KEY_ID_BYTES).toString('hex');
}

function frame(type: string, payload: Uint8Array): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

const jsonFrame = (type: string, value: unknown) => frame(type, Buffer.from(JSON.stringify(value), 'utf8'));

/** Every application collection that a backup holds (all but the derived ones), in backup order. */
export async function listCollections(db: Db): Promise<string[]> {
  const names = (await allCollections(db)).filter((n) => !DERIVED.includes(n));
  const last = READ_LAST.filter((n) => names.includes(n));
  return [...names.filter((n) => !READ_LAST.includes(n)), ...last];
}

async function allCollections(db: Db): Promise<string[]> {
  return (await db.listCollections({}, { nameOnly: true }).toArray())
    .filter((c) => (c.type ?? 'collection') === 'collection' && !c.name.startsWith('system.'))
    .map((c) => c.name)
    .sort();
}

/** Collections that hold at least one document. */
export async function nonEmptyCollections(db: Db): Promise<string[]> {
  const names: string[] = [];
  for (const name of await listCollections(db)) {
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) names.push(name);
  }
  return names;
}

async function indexesOf(db: Db, name: string): Promise<IndexSpec[]> {
  const indexes = await db.collection(name).listIndexes().toArray();
  return indexes.map(({ v: _v, ns: _ns, ...spec }) => spec as IndexSpec);
}

export interface WriteOptions {
  /** Where the file goes; written as `<file>.partial` first, so a failed run leaves no half backup. */
  file: string;
  key?: Buffer;
  appVersion: string;
  now?: () => Date;
}

/**
 * Writes a backup of the whole database. Each collection is read with one cursor, while the app
 * may keep writing (see docs/operations.md on what that means for consistency).
 */
export async function writeBackup(db: Db, options: WriteOptions): Promise<WrittenBackup> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const began = process.hrtime.bigint();
  const keyId = options.key ? keyIdOf(options.key) : undefined;
  const iv = randomBytes(IV_BYTES);
  const prefix = Buffer.concat([
    MAGIC,
    Buffer.from([BACKUP_FORMAT_VERSION, options.key ? FLAG_ENCRYPTED : 0]),
    ...(options.key ? [Buffer.from(keyId!, 'hex'), iv] : []),
  ]);

  const hash = createHash('sha256');
  const collections: CollectionEntry[] = [];
  let manifest: BackupManifest | undefined;
  async function* frames() {
    const header = { format: BACKUP_FORMAT_VERSION, appVersion: options.appVersion, schemaVersion: SCHEMA_VERSION, database: db.databaseName, startedAt: started.toISOString() };
    const emit = (chunk: Buffer) => (hash.update(chunk), chunk);
    yield emit(jsonFrame('H', header));
    for (const name of await listCollections(db)) {
      const indexes = await indexesOf(db, name);
      yield emit(jsonFrame('C', { name, indexes }));
      let count = 0;
      for await (const raw of db.collection(name).find({}, { raw: true, batchSize: 1000 })) {
        count += 1;
        yield emit(frame('D', raw as unknown as Uint8Array));
      }
      yield emit(jsonFrame('E', { name, count }));
      collections.push({ name, count, indexes });
    }
    manifest = {
      ...header,
      finishedAt: now().toISOString(),
      encrypted: Boolean(options.key),
      ...(keyId ? { keyId } : {}),
      collections,
      totalDocuments: collections.reduce((sum, c) => sum + c.count, 0),
      checksum: hash.digest('hex'),
    };
    yield jsonFrame('T', manifest);
  }

  await mkdir(path.dirname(options.file), { recursive: true, mode: 0o700 });
  const partial = `${options.file}.partial`;
  const cipher = options.key ? createCipheriv('aes-256-gcm', options.key, iv).setAAD(prefix) : undefined;
  async function* framed(body: AsyncIterable<Buffer>) {
    yield prefix;
    for await (const chunk of body) yield chunk;
    if (cipher) yield cipher.getAuthTag();
  }
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    if (cipher) await pipeline(frames(), createGzip({ level: 6 }), cipher, framed, out);
    else await pipeline(frames(), createGzip({ level: 6 }), framed, out);
    await rename(partial, options.file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(options.file);
  return { ...manifest!, file: options.file, sizeBytes: size, durationMs: Number((process.hrtime.bigint() - began) / 1_000_000n) };
}

export type BackupRecord =
  | { type: 'header'; header: Omit<BackupManifest, 'finishedAt' | 'encrypted' | 'collections' | 'totalDocuments' | 'checksum'> }
  | { type: 'collection'; name: string; indexes: IndexSpec[] }
  | { type: 'document'; collection: string; raw: Buffer }
  | { type: 'end'; name: string; count: number };

export interface ReadOptions {
  /** Keys to try, matched by key id (BACKUP_KEY, and the previous key while rotating). */
  keys?: Buffer[];
}

const truncated = () => new BackupError('TRUNCATED', 'The backup file is truncated (it ends before its last record). Use another backup; nothing was written.');
const corrupt = (why: string) => new BackupError('CORRUPT', `The backup file is corrupted (${why}). Use another backup; nothing was written.`);

async function readPrefix(file: string, keys: Buffer[]) {
  const { size } = await stat(file);
  const handle = await open(file, 'r');
  const prefix = Buffer.alloc(ENCRYPTED_PREFIX);
  try {
    await handle.read(prefix, 0, ENCRYPTED_PREFIX, 0);
  } finally {
    await handle.close();
  }
  if (size < PLAIN_PREFIX || !prefix.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupError('NOT_A_BACKUP', `${path.basename(file)} is not a clinic backup file.`);
  }
  const format = prefix[MAGIC.length];
  if (format > BACKUP_FORMAT_VERSION) {
    throw new BackupError('NEWER_FORMAT', `This backup was written in file format ${format}, newer than this version of the app reads (${BACKUP_FORMAT_VERSION}). Restore it with the app version that made it, or a newer one.`);
  }
  const encrypted = (prefix[MAGIC.length + 1] & FLAG_ENCRYPTED) !== 0;
  if (!encrypted) return { size, encrypted, bodyStart: PLAIN_PREFIX, prefix: prefix.subarray(0, PLAIN_PREFIX) };
  if (size < ENCRYPTED_PREFIX + TAG_BYTES) throw truncated();
  const keyId = prefix.subarray(PLAIN_PREFIX, PLAIN_PREFIX + KEY_ID_BYTES).toString('hex');
  if (!keys.length) {
    throw new BackupError('KEY_MISSING', `This backup is encrypted. Set BACKUP_KEY to the key it was made with (key id ${keyId}) and run again.`);
  }
  const key = keys.find((k) => keyIdOf(k) === keyId);
  if (!key) {
    throw new BackupError('KEY_WRONG', `This backup was encrypted with another key (key id ${keyId}); BACKUP_KEY has key id ${keys.map(keyIdOf).join(', ')}. Set BACKUP_KEY (or BACKUP_KEY_PREVIOUS) to the key it was made with.`);
  }
  const iv = prefix.subarray(PLAIN_PREFIX + KEY_ID_BYTES, ENCRYPTED_PREFIX);
  return { size, encrypted, bodyStart: ENCRYPTED_PREFIX, prefix: Buffer.from(prefix), key, iv, keyId };
}

/**
 * Reads a backup record by record, checking as it goes: the GCM tag (encrypted files), gzip's CRC,
 * the frame structure, each collection's count and the checksum. A caller that must not act on a
 * bad file reads it through once (`verifyBackup`) before acting.
 */
export async function* readBackup(file: string, options: ReadOptions = {}): AsyncGenerator<BackupRecord, BackupManifest> {
  const head = await readPrefix(file, options.keys ?? []);
  const body = createReadStream(file, { start: head.bodyStart, end: head.encrypted ? head.size - TAG_BYTES - 1 : undefined });
  const stages: NodeJS.ReadWriteStream[] = [];
  if (head.encrypted) {
    const tag = Buffer.alloc(TAG_BYTES);
    const handle = await open(file, 'r');
    try {
      await handle.read(tag, 0, TAG_BYTES, head.size - TAG_BYTES);
    } finally {
      await handle.close();
    }
    const decipher = createDecipheriv('aes-256-gcm', head.key!, head.iv!).setAAD(head.prefix);
    decipher.setAuthTag(tag);
    stages.push(decipher);
  }
  stages.push(createGunzip());
  let stream: NodeJS.ReadableStream = body;
  for (const stage of stages) {
    const source = stream;
    source.on('error', (error) => stage.emit('error', error));
    stream = source.pipe(stage);
  }

  const hash = createHash('sha256');
  let pending: Buffer = Buffer.alloc(0);
  let header: Extract<BackupRecord, { type: 'header' }>['header'] | undefined;
  let current: { name: string; indexes: IndexSpec[]; count: number } | undefined;
  const collections: CollectionEntry[] = [];
  let manifest: BackupManifest | undefined;
  const json = (payload: Buffer) => {
    try {
      return JSON.parse(payload.toString('utf8'));
    } catch {
      throw corrupt('a record is not readable');
    }
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let offset = 0;
      while (pending.length - offset >= 5) {
        const length = pending.readUInt32BE(offset + 1);
        if (pending.length - offset < 5 + length) break;
        const type = String.fromCharCode(pending[offset]);
        const whole = pending.subarray(offset, offset + 5 + length);
        const payload = whole.subarray(5);
        offset += 5 + length;
        if (manifest) throw corrupt('data after the last record');
        if (type === 'T') {
          manifest = json(payload) as BackupManifest;
          continue;
        }
        hash.update(whole);
        if (type === 'H') {
          header = json(payload);
          if (typeof header?.schemaVersion !== 'number') throw corrupt('the header is not readable');
          if (header.schemaVersion > SCHEMA_VERSION) {
            throw new BackupError('NEWER_SCHEMA', `This backup is from a newer version of the app (schema version ${header.schemaVersion}, app ${header.appVersion}); this app understands schema version ${SCHEMA_VERSION}. Upgrade the app, then restore.`);
          }
          yield { type: 'header', header };
        } else if (!header) {
          throw corrupt('it does not start with a header');
        } else if (type === 'C') {
          const { name, indexes } = json(payload);
          current = { name, indexes, count: 0 };
          yield { type: 'collection', name, indexes };
        } else if (type === 'D' && current) {
          current.count += 1;
          yield { type: 'document', collection: current.name, raw: Buffer.from(payload) };
        } else if (type === 'E' && current) {
          const { name, count } = json(payload);
          if (name !== current.name || count !== current.count) throw corrupt(`collection ${current.name} holds ${current.count} documents, its record says ${count}`);
          collections.push({ name, count, indexes: current.indexes });
          current = undefined;
          yield { type: 'end', name, count };
        } else {
          throw corrupt(`unexpected record "${type}"`);
        }
      }
      pending = pending.subarray(offset);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const message = (error as Error).message ?? '';
    if (/unexpected end of file/i.test(message)) throw truncated();
    if (/unable to authenticate/i.test(message)) throw corrupt('its authentication tag does not match: the file was changed or cut short');
    throw corrupt(message);
  } finally {
    body.destroy();
  }
  if (!manifest || pending.length) throw truncated();
  const checksum = hash.digest('hex');
  if (manifest.checksum !== checksum) throw corrupt('its checksum does not match its contents');
  const counts = new Map(collections.map((c) => [c.name, c.count]));
  for (const entry of manifest.collections ?? []) {
    if (counts.get(entry.name) !== entry.count) throw corrupt(`the counts of ${entry.name} disagree`);
  }
  if (collections.length !== (manifest.collections ?? []).length) throw corrupt('the list of collections disagrees');
  return manifest;
}

/** Reads the whole file and checks it, writing nothing; returns what it holds. */
export async function verifyBackup(file: string, options: ReadOptions = {}): Promise<BackupManifest> {
  const reader = readBackup(file, options);
  for (;;) {
    const next = await reader.next();
    if (next.done) return next.value;
  }
}

export interface RestoreOptions extends ReadOptions {
  /** Logs progress, one line per collection. */
  log?: (line: string) => void;
}

const { BSON } = mongoose.mongo;
// Values stay in their stored BSON types (Int32, Int64, Double) instead of becoming JS numbers.
const EXACT = { promoteValues: false, promoteBuffers: false, bsonRegExp: true } as const;

/**
 * Restores a backup into an empty database: checks the whole file first (nothing is written from a
 * bad file), then inserts every collection, recreates its indexes and compares the counts.
 */
export async function restoreBackup(db: Db, file: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const manifest = await verifyBackup(file, options);
  const occupied = await nonEmptyCollections(db);
  if (occupied.length) {
    throw new BackupError('TARGET_NOT_EMPTY', `The database "${db.databaseName}" is not empty (${occupied.join(', ')}). Restore into an empty database, or add --replace to replace its contents (a backup of them is taken first).`);
  }
  // Views of what was here before would look current against the restored data.
  for (const name of (await allCollections(db)).filter((n) => DERIVED.includes(n))) await db.collection(name).drop();
  const log = options.log ?? (() => undefined);
  let batch: Record<string, unknown>[] = [];
  let collection: string | undefined;
  const flush = async () => {
    if (collection && batch.length) await db.collection(collection).insertMany(batch, { ordered: true });
    batch = [];
  };
  try {
    const reader = readBackup(file, options);
    for (;;) {
      const next = await reader.next();
      if (next.done) break;
      const record = next.value;
      if (record.type === 'collection') {
        collection = record.name;
        await db.createCollection(record.name).catch((error: { codeName?: string }) => {
          if (error.codeName !== 'NamespaceExists') throw error;
        });
      } else if (record.type === 'document') {
        batch.push(BSON.deserialize(record.raw, EXACT));
        if (batch.length >= INSERT_BATCH) await flush();
      } else if (record.type === 'end') {
        await flush();
        const entry = manifest.collections.find((c) => c.name === record.name)!;
        const indexes = entry.indexes.filter((index) => index.name !== '_id_');
        if (indexes.length) await db.collection(record.name).createIndexes(indexes as never);
        const count = await db.collection(record.name).countDocuments();
        if (count !== record.count) {
          throw new BackupError('COUNT_MISMATCH', `Collection ${record.name} holds ${count} documents after the restore, the backup ${record.count}.`);
        }
        log(`restored ${record.name}: ${count} ${count === 1 ? 'document' : 'documents'}, ${indexes.length + 1} ${indexes.length ? 'indexes' : 'index'}`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError && error.code === 'COUNT_MISMATCH') throw error;
    // The file was whole a moment ago, so this is the server (full disk, connection lost) or the file
    // changed since: say what the database holds now.
    throw new BackupError('RESTORE_FAILED', `The restore stopped at collection ${collection ?? '(none yet)'}: ${(error as Error).message}. The database "${db.databaseName}" now holds part of the backup; fix the cause and run the restore again with --replace.`);
  }
  return manifest;
}

/** Removes every application collection, derived ones included (for --replace, after the pre-restore backup). */
export async function dropCollections(db: Db): Promise<void> {
  for (const name of await allCollections(db)) await db.collection(name).drop();
}

/** `clinic-2026-11-22T02-00-00Z-scheduled.clinic-backup`: sortable, and says when and why. */
export function backupFileName(takenAt: Date, kind: BackupKind): string {
  return `clinic-${takenAt.toISOString().slice(0, 19).replace(/:/g, '-')}Z-${kind}${BACKUP_EXTENSION}`;
}

export type BackupKind = 'scheduled' | 'manual' | 'pre-restore' | 'pre-migrate';

/** The time and kind a file name says, or undefined for a file that is not one of ours. */
export function parseBackupFileName(name: string): { takenAt: Date; kind: BackupKind } | undefined {
  const match = /^clinic-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-(scheduled|manual|pre-restore|pre-migrate)\.clinic-backup$/.exec(name);
  if (!match) return undefined;
  return { takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`), kind: match[5] as BackupKind };
}
