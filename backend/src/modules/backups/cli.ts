/**
 * `npm run backup`, `npm run restore -- <file> [--replace] [--check]`, `npm run migrate -- --to <uri>`.
 * tools/scripts/backup.mjs finds the database (MONGODB_URI, or the embedded one, started if need be)
 * and runs this file with MONGODB_URI set.
 */
import 'reflect-metadata';
import path from 'node:path';
import mongoose from 'mongoose';
import { appVersion } from './app-version';
import {
  BackupError,
  type BackupKind,
  type BackupManifest,
  backupFileName,
  dropCollections,
  listCollections,
  nonEmptyCollections,
  restoreBackup,
  verifyBackup,
  type WrittenBackup,
  writeBackup,
} from './backup-file';
import { type BackupConfig, loadBackupConfig } from './backups.config';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = `Usage:
  npm run backup                                   back up the database to BACKUP_DIR
  npm run restore -- <file> [--replace] [--check]  restore a backup (--check: only verify it)
  npm run migrate -- --to <mongodb-uri> [--replace] copy the database into another server`;

type Db = NonNullable<mongoose.Connection['db']>;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Splits a connection string around its database name (URL() cannot parse multi-host strings). */
export function withDatabase(uri: string, fallback: string): { uri: string; database: string } {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/([^?]*))?(\?.*)?$/.exec(uri);
  if (!match) throw new BackupError('CONFIG', `"${uri}" is not a mongodb:// or mongodb+srv:// connection string.`);
  const database = decodeURIComponent(match[2] ?? '') || fallback;
  return { uri: `${match[1]}/${encodeURIComponent(database)}${match[3] ?? ''}`, database };
}

/** Connection strings are printed without their password. */
export function redact(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@');
}

async function connect(uri: string): Promise<mongoose.Connection> {
  return mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000, autoIndex: false, autoCreate: false }).asPromise();
}

async function backupTo(db: Db, config: BackupConfig, kind: BackupKind): Promise<WrittenBackup> {
  return writeBackup(db, { file: path.join(config.dir, backupFileName(new Date(), kind)), key: config.key, appVersion: appVersion() });
}

function describe(io: CliIo, manifest: BackupManifest) {
  io.out(`  app ${manifest.appVersion}, schema version ${manifest.schemaVersion}, database "${manifest.database}", taken ${manifest.startedAt} – ${manifest.finishedAt}`);
  io.out(`  ${manifest.encrypted ? `encrypted (key id ${manifest.keyId})` : 'not encrypted'}, checksum sha256:${manifest.checksum.slice(0, 16)}…`);
  for (const c of manifest.collections) io.out(`  ${c.name.padEnd(22)} ${String(c.count).padStart(7)} ${c.count === 1 ? 'document ' : 'documents'}  ${c.indexes.length} ${c.indexes.length === 1 ? 'index' : 'indexes'}`);
  io.out(`  ${'total'.padEnd(22)} ${String(manifest.totalDocuments).padStart(7)} documents`);
}

function reportWritten(io: CliIo, written: WrittenBackup, config: BackupConfig) {
  io.out(`Wrote ${written.file} (${formatBytes(written.sizeBytes)}, ${written.durationMs} ms, readable by this user only)`);
  describe(io, written);
  if (!config.key) io.out('  Not encrypted: set BACKUP_KEY (`openssl rand -hex 32`) to encrypt backups; they hold health data.');
}

/** Takes a backup of what is about to be replaced, then empties the database. */
async function replaceContents(io: CliIo, db: Db, config: BackupConfig) {
  const occupied = await nonEmptyCollections(db);
  if (!occupied.length) return;
  const saved = await backupTo(db, config, 'pre-restore');
  io.out(`Saved what is being replaced to ${saved.file} (${saved.totalDocuments} documents, ${formatBytes(saved.sizeBytes)}).`);
  await dropCollections(db);
}

/**
 * Creates every index the app's schemas declare, by starting the app's modules against the database
 * once (the same step the app runs at every start), with nothing else configured.
 */
async function ensureSchemaIndexes(uri: string) {
  const saved = { ...process.env };
  Object.assign(process.env, { MONGODB_URI: uri, BACKUP_SCHEDULE: 'off', JWT_SECRET: process.env.JWT_SECRET || 'migrate-signs-no-sessions-000000000000000' });
  delete process.env.ADMIN_PHONE;
  delete process.env.ADMIN_PASSWORD;
  try {
    const { NestFactory } = await import('@nestjs/core');
    const { AppModule } = await import('../../app.module');
    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    await app.close();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

async function backupCommand(io: CliIo, env: NodeJS.ProcessEnv, config: BackupConfig) {
  const connection = await connect(sourceUri(env));
  try {
    reportWritten(io, await backupTo(connection.db!, config, 'manual'), config);
  } finally {
    await connection.close();
  }
}

async function restoreCommand(io: CliIo, env: NodeJS.ProcessEnv, config: BackupConfig, file: string, flags: Set<string>) {
  const manifest = await verifyBackup(file, { keys: config.readKeys });
  io.out(`${file} is a complete backup; checksum and counts verified.`);
  describe(io, manifest);
  if (flags.has('--check')) return;
  const connection = await connect(sourceUri(env));
  try {
    const db = connection.db!;
    if (flags.has('--replace')) await replaceContents(io, db, config);
    await restoreBackup(db, file, { keys: config.readKeys, log: (line) => io.out(`  ${line}`) });
    io.out(`Restored ${manifest.totalDocuments} documents into "${db.databaseName}"; counts match the backup.`);
  } finally {
    await connection.close();
  }
}

async function migrateCommand(io: CliIo, env: NodeJS.ProcessEnv, config: BackupConfig, to: string, flags: Set<string>) {
  const source = await connect(sourceUri(env));
  let written: WrittenBackup;
  try {
    written = await backupTo(source.db!, config, 'pre-migrate');
  } finally {
    await source.close();
  }
  io.out(`Copied the database to ${written.file} (${written.totalDocuments} documents); this file is also a backup.`);
  const target = withDatabase(to, written.database);
  const connection = await connect(target.uri);
  try {
    const db = connection.db!;
    if (flags.has('--replace')) await replaceContents(io, db, config);
    await restoreBackup(db, written.file, { keys: config.readKeys, log: (line) => io.out(`  ${line}`) });
    await ensureSchemaIndexes(target.uri);
    const problems: string[] = [];
    const present = new Set(await listCollections(db));
    for (const entry of written.collections) {
      if (!present.has(entry.name)) {
        problems.push(`${entry.name} is missing`);
        continue;
      }
      const count = await db.collection(entry.name).countDocuments();
      if (count !== entry.count) problems.push(`${entry.name} holds ${count} documents, the source ${entry.count}`);
      const names = new Set((await db.collection(entry.name).listIndexes().toArray()).map((i) => i.name as string));
      for (const index of entry.indexes) if (!names.has(index.name)) problems.push(`${entry.name} lacks index ${index.name}`);
    }
    if (problems.length) throw new BackupError('COUNT_MISMATCH', `The copy does not match the source: ${problems.join('; ')}.`);
    io.out(`Moved ${written.totalDocuments} documents in ${written.collections.length} collections to ${redact(target.uri)}; counts and indexes verified.`);
    io.out('To run the app on it, stop the app and start it with:');
    io.out(`  MONGODB_URI='${redact(target.uri)}' npm start`);
  } finally {
    await connection.close();
  }
}

function sourceUri(env: NodeJS.ProcessEnv): string {
  if (!env.MONGODB_URI) throw new BackupError('CONFIG', 'MONGODB_URI is not set (run through `npm run backup`, which finds the database).');
  return env.MONGODB_URI;
}

/** Runs one command; resolves to the process exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = { out: console.log, err: console.error }): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--to');
  const to = rest[rest.indexOf('--to') + 1];
  const known = new Set(['--replace', '--check', '--to']);
  const unknown = [...flags].filter((f) => !known.has(f));
  if (unknown.length) {
    io.err(`Unknown option ${unknown.join(', ')}.\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadBackupConfig(env);
    if (command === 'backup' && !positional.length) await backupCommand(io, env, config);
    else if (command === 'restore' && positional.length === 1) await restoreCommand(io, env, config, path.resolve(positional[0]), flags);
    else if (command === 'migrate' && flags.has('--to') && to && !to.startsWith('--')) await migrateCommand(io, env, config, to, flags);
    else {
      io.err(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) io.err(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT') io.err(`No such file: ${(error as NodeJS.ErrnoException).path}`);
    else if (error instanceof Error && /Server selection|ECONNREFUSED/i.test(`${error.name} ${error.message}`)) io.err(`Could not reach the database: ${error.message}`);
    else io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
