import type { Connection, Query, Schema } from 'mongoose';
import { idsOf, renewVersions, valuesSetBy } from './versions';

/**
 * `client_versions`: one document per client, `{ _id: '<client id>', v }`, whose `v` becomes a new
 * random value (versions.ts) before and after every write of one of their appointments, plans or
 * progress records. A client's own reads (their appointment pages, plans, latest measurement, the
 * home's parts) are kept under the `v` they saw first and used while it is unchanged
 * (kept-reads.ts): one read by `_id` instead of the read itself.
 */
export const CLIENT_VERSIONS = 'client_versions';

const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

type WriteQuery = Query<unknown, unknown> & { $clients?: unknown[] };
type Tracked = { $clients?: unknown[] };

/** Gives these clients' versions a new value. */
export async function touchClientVersions(connection: Connection, clients: Iterable<unknown>): Promise<void> {
  const keys = idsOf(clients);
  if (keys.length) await renewVersions(connection, CLIENT_VERSIONS, keys);
}

/**
 * Mongoose middleware on a schema with a `client` path (plans, progress records): every write
 * through the model (create, save, insertMany, the update and delete queries, a document's
 * deleteOne) renews the versions of the clients it reads from and writes to, before and after the
 * write: a read made while the write was under way saw the first value at most, so the second
 * retires it. Appointments do the same in their own middleware (appointment-days.ts), which already
 * reads what a write touches.
 */
export function trackClientVersions(schema: Schema): void {
  schema.pre('save', async function () {
    const clients: unknown[] = [this.get('client')];
    if (!this.isNew && this.isModified('client')) {
      const stored = (await this.$model().findById(this._id, { client: 1 }).lean()) as { client?: unknown } | null;
      clients.push(stored?.client);
    }
    (this as unknown as Tracked).$clients = clients;
    await touchClientVersions(this.db, clients);
  });
  schema.post('save', async function () {
    await touchClientVersions(this.db, (this as unknown as Tracked).$clients ?? [this.get('client')]);
  });

  const ofDocs = (docs: unknown) => ((Array.isArray(docs) ? docs : [docs]) as ({ client?: unknown } | null)[]).map((d) => d?.client);
  schema.pre('insertMany', async function (docs: unknown) {
    await touchClientVersions(this.db, ofDocs(docs));
  });
  schema.post('insertMany', async function (docs: unknown) {
    await touchClientVersions(this.db, ofDocs(docs));
  });

  schema.pre([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    // The filter is the write's own, already marked where it uses operators; read it as the write will.
    const found = (await this.model.find(this.getFilter(), { client: 1 }).setOptions({ sanitizeFilter: false }).lean()) as { client?: unknown }[];
    this.$clients = [...found.map((d) => d.client), ...valuesSetBy(this.getUpdate(), 'client')];
    await touchClientVersions(this.model.db, this.$clients);
  });
  schema.post([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    await touchClientVersions(this.model.db, this.$clients ?? []);
  });

  schema.pre('deleteOne', { document: true, query: false }, async function () {
    await touchClientVersions(this.db, [this.get('client')]);
  });
  schema.post('deleteOne', { document: true, query: false }, async function () {
    await touchClientVersions(this.db, [this.get('client')]);
  });
}
