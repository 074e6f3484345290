import { Global, Injectable, Module } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { Language, Role, UserInfo } from '@clinic/contracts';
import { User, UserSchema } from './schemas/user.schema';
import { toUserInfo } from './users.mapper';

export interface DirectoryEntry {
  _id: Types.ObjectId;
  name: string;
  email?: string;
  role: Role;
  /** For telling apart two people of the same name (its last digits), never shown whole. */
  phone?: string;
  /** What their emails and calendar files are written in; absent on accounts from before issue 16 (English). */
  language?: Language;
}

/** How long a name stays cached. Another instance's rename shows here within this time. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * The names, emails and roles that lists show beside appointments, plans, progress and messages.
 * It replaces mongoose `populate`, for two reasons measured at scale (docs/benchmarks.md):
 * - the same few people appear on every page (a client's nutritionist, a nutritionist's clients),
 *   so a short-lived cache answers most lookups without a query;
 * - a miss is looked up by `_id`, one query per id. `populate` sends `{_id: {$in: [...]}}`, which
 *   MongoDB answers from the `_id` index but FerretDB 1.x by reading every user (1.3 s at 20,000
 *   users); a lookup by `_id` uses an index on both.
 * Changes made through this instance are seen at once (`forget`); another instance's within TTL_MS.
 */
@Injectable()
export class UserDirectory {
  // Least recently used names leave first when full (a plain map emptied completely when full
  // made every lookup after that a miss at once).
  private readonly entries = new LRUCache<string, { entry: DirectoryEntry | null }>({ max: MAX_ENTRIES, ttl: TTL_MS });

  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** The users behind these ids; a deleted user's id maps to null. */
  async lookup(ids: Iterable<Types.ObjectId | string | null | undefined>): Promise<Map<string, DirectoryEntry | null>> {
    const found = new Map<string, DirectoryEntry | null>();
    const missing: string[] = [];
    for (const raw of ids) {
      if (!raw) continue;
      const id = String(raw);
      if (found.has(id)) continue;
      const cached = this.entries.get(id);
      if (cached) found.set(id, cached.entry);
      else if (Types.ObjectId.isValid(id)) {
        found.set(id, null);
        missing.push(id);
      }
    }
    const loaded = await Promise.all(missing.map((id) => this.users.findById(id, { name: 1, email: 1, role: 1, phone: 1, language: 1 }).lean<DirectoryEntry>()));
    missing.forEach((id, i) => {
      const entry = loaded[i] ?? null;
      found.set(id, entry);
      this.entries.set(id, { entry });
    });
    return found;
  }

  /**
   * What `populate(path, 'name email')` did, on lean documents: each path's id becomes
   * `{ _id, name, email }`, or null when the user no longer exists.
   */
  async populate<T extends object>(docs: T[], paths: readonly (keyof T & string)[]): Promise<T[]> {
    const ids = docs.flatMap((doc) => paths.map((path) => doc[path] as unknown as Types.ObjectId | null));
    const users = await this.lookup(ids);
    for (const doc of docs) {
      for (const path of paths) {
        const user = users.get(String(doc[path]));
        (doc as Record<string, unknown>)[path] = user ? { _id: user._id, name: user.name, email: user.email } : null;
      }
    }
    return docs;
  }

  forget(id: string | Types.ObjectId): void {
    this.entries.delete(String(id));
  }
}

/**
 * Who a user is now, read from the database on every call: what other modules ask before they act
 * ("is this id a client?", "may these two talk?"). An authorization decision must not rest on
 * UserDirectory's minute-old role. A user being deleted counts as gone, so no module adds data for
 * them while their deletion runs (docs/decisions.md, "Modules keep their own data").
 */
@Injectable()
export class UserLookup {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** The user's role, or null when there is no such (live) user. */
  async roleOf(id: string | Types.ObjectId): Promise<Role | null> {
    return (await this.profileOf(id))?.role ?? null;
  }

  async profileOf(id: string | Types.ObjectId): Promise<{ _id: string; name: string; role: Role } | null> {
    if (!Types.ObjectId.isValid(String(id))) return null;
    const doc = await this.users.findById(id, { name: 1, role: 1, deletingSince: 1 }).lean();
    return doc && !doc.deletingSince ? { _id: String(doc._id), name: doc.name, role: doc.role } : null;
  }

  /** The user's own account as the API shows it (their data export's first part). */
  async account(id: string): Promise<UserInfo | null> {
    const doc = await this.users.findById(id).lean();
    return doc ? toUserInfo(doc) : null;
  }
}

/**
 * The users module's public face to the rest of the backend, global because nearly every module
 * names people. It and UsersModule are the only places the User model is registered: other modules
 * ask these services, never the model.
 */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  providers: [UserDirectory, UserLookup],
  exports: [UserDirectory, UserLookup],
})
export class UserDirectoryModule {}
