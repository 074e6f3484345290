import { LRUCache } from 'lru-cache';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { InjectModel } from '@nestjs/mongoose';
import { QueryFilter, Model, mongo, Types } from 'mongoose';
import { CLINICIAN_ROLES, ErrorCode, Messages, normalizePhone, Paged, UserInfo } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { PRACTICE_VERSIONS } from '../appointments/schemas/practice-versions';
import { UNREAD_VERSIONS } from '../messages/schemas/unread-versions';
import { op } from '../../database/trusted';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { KeyedSerializer } from '../../common/concurrency/keyed-serializer';
import { AuditService } from '../audit/audit.service';
import { SessionsService } from '../sessions/sessions.service';
import { User } from './schemas/user.schema';
import { PasswordService } from './password.service';
import { UserDirectory } from './user-directory';
import { USER_DATA_OWNERS, type UserDataOwner } from './user-data';
import { toUserInfo, type UserLike } from './users.mapper';
import type { AdminUpdateUserDto, ListUsersQueryDto, PickerQueryDto, RegisterDto, UpdateProfileDto } from './dto/user-requests.dto';
import type { NutritionistSummaryDto } from './dto/user-responses.dto';

function toNutritionistSummary(user: UserLike): NutritionistSummaryDto {
  return { _id: String(user._id), name: user.name, email: user.email ?? '', role: user.role, isAdmin: user.role === 'admin' };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function searchFilter(search: string | undefined): QueryFilter<User> {
  if (!search) return {};
  const start = escapeRegex(search);
  return {
    $or: [
      { name: op({ $regex: `(^|\\s)${start}`, $options: 'i' }) },
      { phone: op({ $regex: `^${start}` }) },
      { email: op({ $regex: `^${start}`, $options: 'i' }) },
    ],
  };
}

/**
 * How long a resolved session user is reused. Every authenticated request needs the caller's current
 * role; a short cache keeps that off the database on hot paths, while a role change or deletion on
 * this instance takes effect at once (the cache entry is dropped) and elsewhere within this time.
 */
const SESSION_CACHE_MS = 5000;

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  // Bounded by recency: a full cache drops its least recently used caller, not everyone at once.
  private readonly sessionCache = new LRUCache<string, SessionUser>({ max: 10_000, ttl: SESSION_CACHE_MS });

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly passwords: PasswordService,
    private readonly directory: UserDirectory,
    @Inject(USER_DATA_OWNERS) private readonly dataOwners: readonly UserDataOwner[],
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Role changes of admins queue here, so two admins demoting each other cannot leave the clinic with none (one instance). */
  private readonly adminChanges = new KeyedSerializer();

  async findSessionUser(id: string): Promise<SessionUser | null> {
    const cached = this.sessionCache.get(id);
    if (cached) return cached;
    const doc = await this.users.findById(id, { role: 1, name: 1, deletingSince: 1 }).lean();
    if (!doc || doc.deletingSince) {
      this.sessionCache.delete(id);
      return null;
    }
    const user: SessionUser = { id: String(doc._id), role: doc.role, name: doc.name };
    this.sessionCache.set(id, user);
    return user;
  }

  findForLogin(phone: string) {
    return this.users.findOne({ phone }).select('+passwordHash').lean();
  }

  async register(dto: RegisterDto): Promise<UserInfo> {
    await this.assertUnique({ phone: dto.phone, email: dto.email });
    const passwordHash = await this.passwords.hash(dto.password);
    const created = await this.users
      .create({ name: dto.name, phone: dto.phone, email: dto.email, role: 'client', passwordHash, ...(dto.language ? { language: dto.language } : {}) })
      .catch((e) => this.rethrowDuplicate(e));
    return toUserInfo(created);
  }

  async getById(caller: SessionUser, id: string): Promise<UserInfo> {
    const user = await this.users.findById(id).lean();
    const visible =
      caller.role === 'admin' || caller.id === id || (caller.role === 'nutritionist' && user?.role === 'client');
    if (!visible) {
      // A client probing other ids learns nothing about which exist.
      throw ApiException.forbidden();
    }
    if (!user) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    if (user.role === 'client') this.audit.record(caller, 'read', 'account', [id], id);
    return toUserInfo(user);
  }

  /** The caller's own account (GET /users/profile). */
  async profile(caller: SessionUser): Promise<UserInfo> {
    const user = await this.users.findById(caller.id).lean();
    if (!user) throw ApiException.unauthenticated();
    return toUserInfo(user);
  }

  async list(caller: SessionUser, query: ListUsersQueryDto): Promise<Paged<UserInfo>> {
    const filter: QueryFilter<User> = { ...searchFilter(query.search), ...(query.role ? { role: query.role } : {}) };
    return this.auditedContacts(caller, await this.page(filter, query, toUserInfo));
  }

  listNutritionists(query: PickerQueryDto): Promise<Paged<NutritionistSummaryDto>> {
    return this.page({ role: op({ $in: [...CLINICIAN_ROLES] }), ...searchFilter(query.search) }, query, toNutritionistSummary, 100);
  }

  /** Every client, or only those among `only` (a nutritionist's care team); a practitioner's read is audited. */
  async listClients(caller: SessionUser, query: PickerQueryDto, only?: Types.ObjectId[]): Promise<Paged<UserInfo>> {
    const filter: QueryFilter<User> = { role: 'client', ...searchFilter(query.search), ...(only ? { _id: op({ $in: only }) } : {}) };
    return this.auditedContacts(caller, await this.page(filter, query, toUserInfo, 100));
  }

  /** A practitioner seeing clients' phone, email and address is a read of their data like any other (issue 20). */
  private auditedContacts(caller: SessionUser, page: Paged<UserInfo>): Paged<UserInfo> {
    this.audit.record(caller, 'read', 'account', page.data.filter((u) => u.role === 'client').map((u) => u._id));
    return page;
  }

  /**
   * A new password or phone needs the current password, and then ends every session of the user:
   * this browser gets a fresh one (through `reply`), a copy of the old cookie stops working.
   */
  async updateProfile(caller: SessionUser, dto: UpdateProfileDto, reply: FastifyReply): Promise<UserInfo> {
    const { password, currentPassword, _id, ...fields } = dto;
    if (_id !== undefined && _id !== caller.id) {
      throw ApiException.badRequest(Messages.users.profileIdMismatch, ErrorCode.IdMismatch, [{ field: '_id', message: Messages.users.profileIdMismatch }]);
    }
    const stored = await this.users.findById(caller.id).select('+passwordHash').lean();
    if (!stored) throw ApiException.unauthenticated();
    const credentialsChange = password !== undefined || (fields.phone !== undefined && fields.phone !== stored.phone);
    if (credentialsChange) {
      if (!currentPassword) {
        const message = Messages.auth.currentPasswordRequired;
        throw ApiException.badRequest(message, ErrorCode.CurrentPasswordRequired, [{ field: 'currentPassword', message }]);
      }
      if (!(await this.passwords.verify(stored.passwordHash, currentPassword))) {
        const message = Messages.auth.currentPasswordWrong;
        throw ApiException.badRequest(message, ErrorCode.CurrentPasswordWrong, [{ field: 'currentPassword', message }]);
      }
    }
    await this.assertUnique({ phone: fields.phone, email: fields.email }, caller.id);
    const update: Partial<User> = { ...fields };
    if (password) update.passwordHash = await this.passwords.hash(password);
    const user = await this.updateAndRead(caller.id, update);
    if (!user) throw ApiException.unauthenticated();
    this.sessionCache.delete(caller.id);
    this.directory.forget(caller.id);
    if (credentialsChange) await this.sessions.renew(caller.id, reply);
    return toUserInfo(user);
  }

  /**
   * Any account, admins included (issue 12: an admin edits another admin's details). What stays
   * refused is taking the admin role from the last admin. A temporary password ends the user's sessions.
   */
  async adminUpdate(id: string, dto: AdminUpdateUserDto): Promise<UserInfo> {
    const { password, userId, ...fields } = dto;
    if (userId !== undefined && userId !== id) {
      throw ApiException.badRequest(Messages.users.userIdMismatch, ErrorCode.IdMismatch, [{ field: 'userId', message: Messages.users.userIdMismatch }]);
    }
    const change = async () => {
      const existing = await this.users.findById(id, { role: 1 }).lean();
      if (!existing) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
      if (existing.role === 'admin' && fields.role !== undefined && fields.role !== 'admin') {
        const admins = await this.users.countDocuments({ role: 'admin' });
        if (admins <= 1) throw ApiException.conflict(Messages.users.lastAdmin, ErrorCode.LastAdmin);
      }
      await this.assertUnique({ phone: fields.phone, email: fields.email }, id);
      const update: Partial<User> = { ...fields };
      if (password) update.passwordHash = await this.passwords.hash(password);
      return this.updateAndRead(id, update);
    };
    const demotes = fields.role !== undefined && fields.role !== 'admin';
    const user = demotes ? await this.adminChanges.run('admins', change) : await change();
    if (!user) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    this.sessionCache.delete(id);
    this.directory.forget(id);
    if (password) await this.sessions.endAll(id);
    return toUserInfo(user);
  }

  /** The account a phone number or an email address names, for a password reset; null when none does. */
  async findByAccount(account: string): Promise<{ id: string; email?: string } | null> {
    const trimmed = account.trim();
    const filter = trimmed.includes('@') ? { email: trimmed.toLowerCase() } : { phone: normalizePhone(trimmed) };
    const doc = await this.users.findOne(filter, { email: 1, deletingSince: 1 }).lean();
    return doc && !doc.deletingSince ? { id: String(doc._id), email: doc.email } : null;
  }

  /** A new password from a reset link: set, and every session of the user ends (there is no current one). */
  async resetPassword(id: string, password: string): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: { passwordHash: await this.passwords.hash(password) } });
    this.sessionCache.delete(id);
    await this.sessions.endAll(id);
  }

  /** The admin ends every session of a user (a lost phone, a shared computer). */
  async endSessions(id: string): Promise<void> {
    if (!(await this.users.exists({ _id: id }))) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    await this.sessions.endAll(id);
  }

  /**
   * Deletion is a sequence that a retry finishes: the account is marked first (from then on the user
   * counts as gone: no session, nobody books or writes for them), then each module removes its data
   * in USER_DATA_OWNERS order, each step idempotent, and the account goes last. When a step fails,
   * the account is still there, marked, and deleting again runs the whole sequence anew.
   */
  async remove(id: string): Promise<void> {
    const existing = await this.users.findById(id, { role: 1, deletingSince: 1 }).lean();
    if (!existing) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    if (existing.role === 'admin') throw ApiException.forbidden(Messages.users.adminProtected, ErrorCode.AdminProtected);
    // A deletion already under way was allowed when it started; it only has to be finished.
    if (!existing.deletingSince) {
      for (const owner of this.dataOwners) await owner.assertDeletable?.(id);
      await this.users.updateOne({ _id: id }, { $set: { deletingSince: new Date() } });
    }
    // Signed out everywhere at once, before any of their data goes.
    await this.sessions.endAll(id);
    this.sessionCache.delete(id);
    for (const owner of this.dataOwners) {
      try {
        await owner.deleteFor(id);
      } catch (error) {
        this.logger.error(`Deleting user ${id} stopped at ${owner.name}; deleting again finishes it.`, error instanceof Error ? error.stack : String(error));
        throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, ErrorCode.UserDeletionIncomplete, Messages.users.deletionIncomplete);
      }
    }
    // The version documents kept reads are checked against are named by user id (a client's, a
    // practitioner's, a reader's); removing their records had just renewed them, so they go last.
    const key = String(new Types.ObjectId(id));
    for (const versions of [CLIENT_VERSIONS, PRACTICE_VERSIONS, UNREAD_VERSIONS]) await this.users.db.collection(versions).deleteOne({ _id: key } as object);
    await this.users.deleteOne({ _id: id });
    this.directory.forget(id);
  }

  /** Creates the first admin from configuration when the clinic has none. */
  async ensureFirstAdmin(admin: { phone?: string; password?: string; name: string }): Promise<void> {
    if (!admin.phone || !admin.password) return;
    if (await this.users.exists({ role: 'admin' })) return;
    const holder = await this.users.findOne({ phone: admin.phone }, { _id: 1 }).lean();
    if (holder) {
      this.logger.warn(`ADMIN_PHONE ${admin.phone} belongs to an existing non-admin user; no admin was created.`);
      return;
    }
    const passwordHash = await this.passwords.hash(admin.password);
    await this.users.create({ name: admin.name, phone: admin.phone, role: 'admin', passwordHash }).catch((e) => {
      // Another instance starting at the same moment created it.
      if (!(e instanceof mongo.MongoServerError && e.code === 11000)) throw e;
    });
    this.logger.log(`Created the first admin (phone ${admin.phone}).`);
  }

  /**
   * Two steps rather than findOneAndUpdate: mongoose adds the `select: false` projection to it, and
   * FerretDB does not implement projections on findAndModify.
   */
  /** An `email` of "" removes the email: the unique index is sparse, so the field must be absent, not empty. */
  private async updateAndRead(id: string, update: Partial<User>) {
    const { email, ...rest } = update;
    const change = email === '' ? { $set: rest, $unset: { email: 1 as const } } : { $set: update };
    await this.users.updateOne({ _id: id }, change, { runValidators: true }).catch((e) => this.rethrowDuplicate(e));
    return this.users.findById(id).lean();
  }

  private async page<T>(
    filter: QueryFilter<User>,
    query: { page?: number; limit?: number },
    map: (u: UserLike) => T,
    defaultLimit?: number,
  ): Promise<Paged<T>> {
    const { page, limit, skip } = pageOf(query, defaultLimit);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.users.find(filter).sort({ name: 1, _id: 1 }).skip(skip).limit(limit).lean(),
      () => this.users.countDocuments(filter),
    );
    return { data: docs.map(map), page, limit, total };
  }

  private async assertUnique(fields: { phone?: string; email?: string }, exceptId?: string): Promise<void> {
    const others = exceptId ? { _id: op({ $ne: exceptId }) } : {};
    if (fields.phone && (await this.users.exists({ phone: fields.phone, ...others }))) {
      throw ApiException.conflict(Messages.users.phoneTaken, ErrorCode.PhoneTaken);
    }
    if (fields.email && (await this.users.exists({ email: fields.email.toLowerCase(), ...others }))) {
      throw ApiException.conflict(Messages.users.emailTaken, ErrorCode.EmailTaken);
    }
  }

  /** The unique indexes are the real guard; the checks above only give the common case a precise message. */
  private rethrowDuplicate(error: unknown): never {
    if (error instanceof mongo.MongoServerError && error.code === 11000) {
      const onEmail = /email/.test(JSON.stringify(error.keyPattern ?? {}) + error.message);
      throw onEmail
        ? ApiException.conflict(Messages.users.emailTaken, ErrorCode.EmailTaken)
        : ApiException.conflict(Messages.users.phoneTaken, ErrorCode.PhoneTaken);
    }
    throw error;
  }
}

