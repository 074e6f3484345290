// `node --test tools/db/embedded.test.mjs` (part of `npm test`'s scripts suite): the embedded
// database `npm start` runs, FerretDB over PostgreSQL from npm (tools/db/embedded.cjs).
import assert from 'node:assert/strict';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const require = createRequire(import.meta.url);
const { startEmbeddedDatabase } = require('./embedded.cjs');
const { startFerretDb } = require('./ferretdb.cjs');
const { hydrateSymlinks, postgresBinaries } = require('./postgres.cjs');
const { MongoClient } = require('mongodb');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'embedded-db-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

async function withClient(uri, fn) {
  const client = await new MongoClient(uri).connect();
  try {
    return await fn(client.db('clinic'));
  } finally {
    await client.close();
  }
}

test('the PostgreSQL package works without its postinstall script: the library links are created, once', async () => {
  const { postgres } = await postgresBinaries();
  const packageDir = path.resolve(path.dirname(postgres), '../..');
  // The package as npm unpacks it: the libraries, none of the links (stand-ins for the files).
  const copy = path.join(scratch, 'package');
  const lib = path.join(copy, 'native', 'lib');
  mkdirSync(lib, { recursive: true });
  cpSync(path.join(packageDir, 'native', 'pg-symlinks.json'), path.join(copy, 'native', 'pg-symlinks.json'));
  const listed = JSON.parse(readFileSync(path.join(copy, 'native', 'pg-symlinks.json'), 'utf8'));
  for (const { source } of listed) writeFileSync(path.join(copy, source), '');
  const links = listed.map(({ target }) => path.basename(target));
  assert.ok(links.includes('libicuuc.so.60'), 'the package lists libicuuc.so.60 as a link');
  hydrateSymlinks(copy);
  hydrateSymlinks(copy); // idempotent
  for (const link of links) assert.ok(lstatSync(path.join(lib, link)).isSymbolicLink() && existsSync(path.join(lib, link)), `${link} resolves`);
});

test('starts over PostgreSQL, stops cleanly, and a second start reuses the data', async () => {
  const dataDir = path.join(scratch, 'data');
  const first = await startEmbeddedDatabase({ dataDir, log: () => undefined });
  await withClient(first.uri, (db) => db.collection('notes').insertOne({ text: 'kept' }));
  await first.stop();
  assert.ok(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')), 'the cluster lives in data/postgres');
  assert.ok(!existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'a clean shutdown leaves no pid file');

  const second = await startEmbeddedDatabase({ dataDir, log: () => undefined });
  try {
    assert.equal(await withClient(second.uri, (db) => db.collection('notes').countDocuments({ text: 'kept' })), 1);
  } finally {
    await second.stop();
  }
});

test('adds one GIN index per collection over its declared index fields, once', async () => {
  const db = await startEmbeddedDatabase({ dataDir: path.join(scratch, 'indexed'), log: () => undefined });
  try {
    await withClient(db.uri, (clinic) => clinic.collection('appointments').createIndex({ client: 1, date: -1 }));
    assert.deepEqual(await db.indexJsonb('clinic'), ['appointments: gin(_id, client, date)']);
    assert.deepEqual(await db.indexJsonb('clinic'), [], 'nothing to add the second time');
    const [index] = await db.postgres.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'clinic' AND indexname LIKE '%_eq_gin_%'`);
    assert.match(index.indexdef, /USING gin \(\(\(_jsonb -> '_id'::text\)\), \(\(_jsonb -> 'client'::text\)\), \(\(_jsonb -> 'date'::text\)\)\)/);
  } finally {
    await db.stop();
  }
});

test('copies the SQLite data of an earlier embedded database once, and keeps the old files', async () => {
  const dataDir = path.join(scratch, 'from-sqlite');
  const old = await startFerretDb({ dataDir: path.join(dataDir, 'ferretdb') });
  await withClient(old.uri, async (db) => {
    await db.collection('users').insertMany([{ phone: '9000000001' }, { phone: '9000000002' }]);
    await db.collection('users').createIndex({ phone: 1 }, { unique: true });
  });
  await old.stop();

  const db = await startEmbeddedDatabase({ dataDir, log: () => undefined });
  try {
    await withClient(db.uri, async (clinic) => {
      assert.equal(await clinic.collection('users').countDocuments(), 2);
      const phone = (await clinic.collection('users').listIndexes().toArray()).find((i) => i.key.phone);
      assert.equal(phone?.unique, true, 'the unique index came along');
    });
    assert.ok(!existsSync(path.join(dataDir, 'ferretdb')));
    assert.ok(existsSync(path.join(dataDir, 'ferretdb-sqlite')), 'the SQLite files are kept');
  } finally {
    await db.stop();
  }
});
