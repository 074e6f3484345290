import type { Connection, Query, Schema } from 'mongoose';
import { touchClientVersions } from '../../../database/client-versions';
import { valuesSetBy as setBy } from '../../../database/versions';
import { touchPracticeVersions } from './practice-versions';

/**
 * `appointment_days`: one document per calendar date, `{ _id: 'YYYY-MM-DD', v }`, whose `v` grows
 * whenever an appointment on that date is written. A view derived from a day's appointments (the
 * revenue report's per-day figures) stores the `v` it was computed at and is current while the two
 * match, so it can be kept without every write path knowing about it.
 *
 * The counter is raised before and after each write: a view computed while the write was under way
 * saw the first value at most, so the second one retires it; and if the process dies between the
 * write and the second raise, the first one already has.
 */
export const APPOINTMENT_DAYS = 'appointment_days';

export interface AppointmentDayVersion {
  _id: string;
  v: number;
}

const DUPLICATE_KEY = 11000;
const DAYS_AT_ONCE = 4;
const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

type WriteQuery = Query<unknown, unknown> & { $touched?: Touched };

/** Raises each date's counter (created at 1 the first time). */
export async function touchAppointmentDays(connection: Connection, dates: Iterable<unknown>): Promise<void> {
  const days = [...new Set([...dates].filter((d): d is string => typeof d === 'string' && d.length > 0))];
  const collection = connection.collection<AppointmentDayVersion>(APPOINTMENT_DAYS);
  // A few at a time: hundreds of concurrent upserts (a bulk import spans every day) exhausted
  // FerretDB's PostgreSQL connection pool and stalled it (seen with the scale seed).
  for (let i = 0; i < days.length; i += DAYS_AT_ONCE) {
    await Promise.all(
      days.slice(i, i + DAYS_AT_ONCE).map(async (day) => {
        try {
          await collection.updateOne({ _id: day }, { $inc: { v: 1 } }, { upsert: true });
        } catch (error) {
          // Two first writes of the same day raced to create its document: the other one won, so the
          // document exists now and a plain increment counts this write.
          if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
          await collection.updateOne({ _id: day }, { $inc: { v: 1 } });
        }
      }),
    );
  }
}

/** The dates an update moves appointments to, if it sets `date`. */
function datesSetBy(update: unknown): string[] {
  return setBy(update, 'date').filter((d): d is string => typeof d === 'string');
}


/** The dates, nutritionists and clients a write touches (see practice-versions.ts and database/client-versions.ts). */
interface Touched {
  days: unknown[];
  practices: unknown[];
  clients: unknown[];
}

async function touch(connection: Connection, { days, practices, clients }: Touched): Promise<void> {
  await Promise.all([touchAppointmentDays(connection, days), touchPracticeVersions(connection, practices), touchClientVersions(connection, clients)]);
}

type Tracked = { $touched?: Touched };

/**
 * Mongoose middleware on the appointment schema: every write through the model (create, save,
 * insertMany, the update and delete queries, a document's deleteOne) touches the dates it reads
 * from and writes to, and the versions of the practices (nutritionists) and clients it concerns. `bulkWrite`
 * and the raw driver bypass middleware; the app uses neither for appointments, and the backup
 * restore empties every derived view instead.
 */
export function trackAppointmentDays(schema: Schema): void {
  schema.pre('save', async function () {
    const touched: Touched = { days: [this.get('date')], practices: [this.get('nutritionist')], clients: [this.get('client')] };
    if (!this.isNew && (this.isModified('date') || this.isModified('nutritionist') || this.isModified('client'))) {
      const stored = (await this.$model().findById(this._id, { date: 1, nutritionist: 1, client: 1 }).lean()) as { date?: string; nutritionist?: unknown; client?: unknown } | null;
      touched.days.push(stored?.date);
      touched.practices.push(stored?.nutritionist);
      touched.clients.push(stored?.client);
    }
    (this as unknown as Tracked).$touched = touched;
    await touch(this.db, touched);
  });
  schema.post('save', async function () {
    await touch(this.db, (this as unknown as Tracked).$touched ?? { days: [this.get('date')], practices: [this.get('nutritionist')], clients: [this.get('client')] });
  });

  const ofDocs = (docs: unknown): Touched => {
    const list = (Array.isArray(docs) ? docs : [docs]) as ({ date?: string; nutritionist?: unknown; client?: unknown } | null)[];
    return { days: list.map((d) => d?.date), practices: list.map((d) => d?.nutritionist), clients: list.map((d) => d?.client) };
  };
  schema.pre('insertMany', async function (docs: unknown) {
    await touch(this.db, ofDocs(docs));
  });
  schema.post('insertMany', async function (docs: unknown) {
    await touch(this.db, ofDocs(docs));
  });

  schema.pre([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    // The filter is the write's own, already marked where it uses operators; read it as the write will.
    const found = (await this.model.find(this.getFilter(), { date: 1, nutritionist: 1, client: 1 }).setOptions({ sanitizeFilter: false }).lean()) as { date: string; nutritionist: unknown; client: unknown }[];
    const update = this.getUpdate();
    this.$touched = {
      days: [...found.map((d) => d.date), ...datesSetBy(update)],
      practices: [...found.map((d) => d.nutritionist), ...setBy(update, 'nutritionist')],
      clients: [...found.map((d) => d.client), ...setBy(update, 'client')],
    };
    await touch(this.model.db, this.$touched);
  });
  schema.post([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    await touch(this.model.db, this.$touched ?? { days: [], practices: [], clients: [] });
  });

  const ofDoc = (doc: { get(path: string): unknown }): Touched => ({ days: [doc.get('date')], practices: [doc.get('nutritionist')], clients: [doc.get('client')] });
  schema.pre('deleteOne', { document: true, query: false }, async function () {
    await touch(this.db, ofDoc(this));
  });
  schema.post('deleteOne', { document: true, query: false }, async function () {
    await touch(this.db, ofDoc(this));
  });
}
