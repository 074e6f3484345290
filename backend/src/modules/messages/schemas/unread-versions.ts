import { type Connection, type Query, type Schema, Types } from 'mongoose';
import { idsOf, renewVersions } from '../../../database/versions';

/**
 * `unread_versions`: one document per user, `{ _id: '<user id>', v }`, whose `v` becomes a new
 * random value (database/versions.ts) before and after every write of a message they sent or
 * received, and after every write of one of their conversation summaries (or that all are emptied,
 * for a write of many people's messages or summaries). The homes keep a user's unread summary, and
 * the conversation list its pages, under the `v` they saw first and use them while `v` is unchanged
 * (MessagesGlance.unread, MessagesService.conversations; database/kept-reads.ts).
 */
export const UNREAD_VERSIONS = 'unread_versions';

const QUERY_WRITES = ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const;

interface Parties {
  sender?: unknown;
  receiver?: unknown;
}
type WriteQuery = Query<unknown, unknown> & { $parties?: string[] };

const partiesOf = (docs: (Parties | null | undefined)[]): string[] => idsOf(docs.flatMap((d) => [d?.sender, d?.receiver]));
const isId = (value: unknown): boolean => value instanceof Types.ObjectId || (typeof value === 'string' && Types.ObjectId.isValid(value));

/** Gives these users' unread versions a new value. */
export async function touchUnreadVersions(connection: Connection, users: Iterable<unknown>): Promise<void> {
  const keys = idsOf(users);
  if (keys.length) await renewVersions(connection, UNREAD_VERSIONS, keys);
}

/** Retires every user's kept summary: each next reader starts a new version. */
async function clearUnreadVersions(connection: Connection): Promise<void> {
  await connection.collection(UNREAD_VERSIONS).deleteMany({});
}

/**
 * Mongoose middleware on the message schema, before and after every write through the model: a
 * write of one message (a save, a document's deleteOne, a query by `_id`, or one naming both sender
 * and receiver, as marking a conversation read does) renews both people's versions; a write of many
 * people's messages at once (insertMany, deleting a user's messages) empties the versions instead of
 * finding everyone it touched, so every next reader starts afresh.
 */
export function trackUnreadVersions(schema: Schema): void {
  const ofDoc = (doc: { get(path: string): unknown }) => [doc.get('sender'), doc.get('receiver')];
  schema.pre('save', async function () {
    await touchUnreadVersions(this.db, ofDoc(this));
  });
  schema.post('save', async function () {
    await touchUnreadVersions(this.db, ofDoc(this));
  });
  schema.pre('insertMany', async function () {
    await clearUnreadVersions(this.db);
  });
  schema.post('insertMany', async function () {
    await clearUnreadVersions(this.db);
  });
  schema.pre([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    const filter = this.getFilter() as Parties & { _id?: unknown };
    if (isId(filter.sender) && isId(filter.receiver)) this.$parties = idsOf([filter.sender, filter.receiver]);
    else if (isId(filter._id)) this.$parties = partiesOf(await this.model.find(this.getFilter(), { sender: 1, receiver: 1 }).setOptions({ sanitizeFilter: false }).lean<Parties[]>());
    else this.$parties = undefined;
    await (this.$parties ? touchUnreadVersions(this.model.db, this.$parties) : clearUnreadVersions(this.model.db));
  });
  schema.post([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    await (this.$parties ? touchUnreadVersions(this.model.db, this.$parties) : clearUnreadVersions(this.model.db));
  });
  schema.pre('deleteOne', { document: true, query: false }, async function () {
    await touchUnreadVersions(this.db, ofDoc(this));
  });
  schema.post('deleteOne', { document: true, query: false }, async function () {
    await touchUnreadVersions(this.db, ofDoc(this));
  });
}

/** The owner of a summary `_id` (`<owner>|<counterpart>`), if the filter names exactly one. */
function summaryOwner(filter: { _id?: unknown; owner?: unknown }): string | undefined {
  if (typeof filter._id === 'string' && filter._id.includes('|')) return filter._id.split('|')[0];
  return isId(filter.owner) ? String(filter.owner) : undefined;
}

/**
 * Mongoose middleware on the conversation summary schema, after every write through the model: a
 * write of one user's summary renews that user's version; a write of many people's empties them
 * all. After the write is enough here (the message schema renews before as well, because a write by
 * `_id` must read whose message it was before it is gone): readers read the version before the
 * summaries, so whatever they read before or during the write is kept under a version it retires.
 */
export function trackSummaryVersions(schema: Schema): void {
  schema.post('save', async function () {
    await touchUnreadVersions(this.db, [summaryOwner({ _id: this.get('_id') })]);
  });
  schema.post('insertMany', async function () {
    await clearUnreadVersions(this.db);
  });
  schema.post([...QUERY_WRITES], { document: false, query: true }, async function (this: WriteQuery) {
    const owner = summaryOwner(this.getFilter() as { _id?: unknown; owner?: unknown });
    await (owner ? touchUnreadVersions(this.model.db, [owner]) : clearUnreadVersions(this.model.db));
  });
  schema.post('deleteOne', { document: true, query: false }, async function () {
    await touchUnreadVersions(this.db, [summaryOwner({ _id: this.get('_id') })]);
  });
}
