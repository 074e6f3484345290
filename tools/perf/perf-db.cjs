// The database the benchmarks run on: FerretDB over PostgreSQL, kept in data/perf/ between runs
// (seed once, benchmark many times). MONGODB_URI points them at another server instead (MongoDB).
//
// Why PostgreSQL, and why extra indexes: FerretDB 1.x with SQLite answers every filter but `{_id}`
// by reading the whole collection. With PostgreSQL it hands top-level equality filters to
// PostgreSQL as `_jsonb->'field' @> value`; but the indexes it creates for `createIndex` are
// B-trees on `_jsonb->'field'`, which PostgreSQL cannot use for `@>`, so even a lookup by `_id`
// scans the table. `mirrorIndexes` adds, per collection, one GIN index over the fields of the
// indexes the app declares (GIN serves `@>`, on any subset of its columns). With it, the equality
// part of each query is answered from an index, as MongoDB answers it from the declared ones.
const path = require('node:path');
const { startPostgres } = require('../db/postgres.cjs');
const { startFerretDb } = require('../db/ferretdb.cjs');

const root = path.resolve(__dirname, '../..');
const DB_NAME = 'clinic_scale';

/**
 * Which data set a perf script runs on: `--data scale` (the default, above) or `--data clinic`:
 * one clinic's size (`npm run seed:clinic`) on the embedded default `npm start` runs, FerretDB over
 * SQLite, in its own data folder (`data/clinic`, or DATA_DIR), so `DATA_DIR=data/clinic npm start`
 * serves it and the seed never touches the data `npm start` keeps in `data/`.
 */
function dataTarget(argv = process.argv) {
  const at = argv.indexOf('--data');
  const value = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--data='))?.slice('--data='.length);
  const target = value ?? 'scale';
  if (!['scale', 'clinic'].includes(target)) throw new Error(`--data must be scale or clinic, not ${target}`);
  return target;
}

/** The clinic-size data: the embedded default (FerretDB over SQLite), database `clinic` as `npm start` names it. */
async function startClinicDatabase({ quiet }) {
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data/clinic');
  const ferret = await startFerretDb({ dataDir: path.join(dataDir, 'ferretdb'), port: process.env.PERF_DB_PORT ? Number(process.env.PERF_DB_PORT) : undefined, quiet });
  return { uri: ferret.uri, dbName: 'clinic', engine: 'FerretDB over SQLite (the embedded default)', dataDir, stop: () => ferret.stop() };
}

/** @returns {Promise<{ uri: string, dbName: string, engine: string, mirrorIndexes?: () => Promise<string[]>, stop: () => Promise<void> }>} */
async function startPerfDatabase({ quiet = true, data = dataTarget() } = {}) {
  if (process.env.MONGODB_URI) {
    const uri = new URL(process.env.MONGODB_URI);
    const dbName = uri.pathname.replace(/^\//, '') || DB_NAME;
    uri.pathname = '/';
    return { uri: uri.toString(), dbName, engine: 'MONGODB_URI', stop: async () => undefined };
  }
  if (data === 'clinic' && engineTarget() === 'sqlite') return startClinicDatabase({ quiet });
  if (data === 'clinic') {
    // The same clinic on FerretDB over PostgreSQL, to compare engines (`--engine postgresql`).
    const dir = path.resolve(root, process.env.DATA_DIR ?? 'data/clinic-pg');
    return startOnPostgres({ dir, dbName: 'clinic', pgPort: Number(process.env.PERF_PG_PORT ?? 55442), ferretPort: process.env.PERF_DB_PORT ? Number(process.env.PERF_DB_PORT) : undefined, quiet });
  }
  const dir = path.join(root, process.env.PERF_DATA_DIR ?? 'data/perf');
  return startOnPostgres({ dir, dbName: DB_NAME, pgPort: Number(process.env.PERF_PG_PORT ?? 55432), ferretPort: Number(process.env.PERF_DB_PORT ?? 27201), quiet });
}

/** `--engine sqlite` (the default: what `npm start` runs) or `--engine postgresql`, for `--data clinic`. */
function engineTarget(argv = process.argv) {
  const at = argv.indexOf('--engine');
  const value = (at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length)) ?? 'sqlite';
  if (!['sqlite', 'postgresql'].includes(value)) throw new Error(`--engine must be sqlite or postgresql, not ${value}`);
  return value;
}

async function startOnPostgres({ dir, dbName, pgPort, ferretPort, quiet }) {
  const pg = await startPostgres({ dataDir: path.join(dir, 'postgres'), port: pgPort });
  const ferret = await startFerretDb({ dataDir: path.join(dir, 'ferretdb'), port: ferretPort, postgresUrl: pg.url, quiet });
  const DB_NAME = dbName;
  return {
    uri: ferret.uri,
    dbName,
    engine: 'FerretDB over PostgreSQL',
    dataDir: dir,
    postgres: pg,
    /** One GIN index per collection over the fields of its declared indexes, plus `_id`. */
    async mirrorIndexes() {
      const { MongoClient } = require('mongodb');
      const client = await new MongoClient(ferret.uri).connect();
      const created = [];
      try {
        const db = client.db(DB_NAME);
        for (const { name } of await db.listCollections().toArray()) {
          const fields = new Set(['_id']);
          for (const index of await db.collection(name).listIndexes().toArray()) for (const key of Object.keys(index.key)) fields.add(key);
          const table = pg.psql(`SELECT _jsonb->>'table' FROM "${DB_NAME}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = '${name}'`).trim();
          if (!table) continue;
          const columns = [...fields].map((f) => (f.includes('.') ? `(_jsonb#>'{${f.split('.').join(',')}}')` : `(_jsonb->'${f}')`));
          pg.psql(`CREATE INDEX IF NOT EXISTS "${table}_eq_gin" ON "${DB_NAME}"."${table}" USING gin (${columns.join(', ')})`);
          pg.psql(`ANALYZE "${DB_NAME}"."${table}"`);
          created.push(`${name}: gin(${[...fields].join(', ')})`);
        }
      } finally {
        await client.close();
      }
      return created;
    },
    async stop() {
      await ferret.stop();
      await pg.stop();
    },
  };
}

module.exports = { startPerfDatabase, dataTarget, engineTarget, DB_NAME, root };
