import { type Connection, type Query, type Schema, Types } from 'mongoose';
import { currentVersion, idsOf, renewVersions } from '../../../database/versions';

/**
 * `unread_versions`: one document per user, `{ _id: '<user id>', v }`, whose `v` becomes a new
 * random value (database/versions.ts) before and after every write of a message they sent or
 * received (or that all are emptied, for a write of many people's messages). The homes keep a user's unread summary under the `v` they saw first and use it while
 * `v` is unchanged (MessagesGlance.unread).
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

/** A user's current unread version (created by its first reader). */
export function unreadVersion(connection: Connection, userId: string): Promise<string> {
  return currentVersion(connection, UNREAD_VERSIONS, userId);
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
