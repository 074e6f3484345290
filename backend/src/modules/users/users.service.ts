import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QueryFilter, Model, mongo, Types } from 'mongoose';
import { CLINICIAN_ROLES, ErrorCode, Messages, Paged, UserInfo } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { User } from './schemas/user.schema';
import { PasswordService } from './password.service';
import { UserDirectory } from './user-directory';
import type { AdminUpdateUserDto, ListUsersQueryDto, PickerQueryDto, RegisterDto, UpdateProfileDto } from './dto/user-requests.dto';
import type { NutritionistSummaryDto } from './dto/user-responses.dto';

type UserLike = Pick<User, 'name' | 'email' | 'phone' | 'role' | 'address'> & { _id: unknown };

/** The only way a user leaves the API: listed fields, never the password hash. */
export function toUserInfo(user: UserLike): UserInfo {
  return {
    _id: String(user._id),
    name: user.name,
    email: user.email ?? '',
    phone: user.phone,
    role: user.role,
    isAdmin: user.role === 'admin',
    address: user.address ?? '',
  };
}

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

/**
 * What other features do when a user is deleted: `check` may refuse (by throwing), `cleanup` removes
 * what only made sense with the user. Registered by those features, so users know nothing of them.
 */
export interface UserDeletionHook {
  check?(userId: string): Promise<void>;
  cleanup?(userId: string): Promise<void>;
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  private readonly sessionCache = new Map<string, { user: SessionUser; expires: number }>();
  private readonly deletionHooks: UserDeletionHook[] = [];

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly passwords: PasswordService,
    private readonly directory: UserDirectory,
  ) {}

  async findSessionUser(id: string): Promise<SessionUser | null> {
    const cached = this.sessionCache.get(id);
    if (cached && cached.expires > Date.now()) return cached.user;
    const doc = await this.users.findById(id, { role: 1, name: 1 }).lean();
    if (!doc) {
      this.sessionCache.delete(id);
      return null;
    }
    const user: SessionUser = { id: String(doc._id), role: doc.role, name: doc.name };
    if (this.sessionCache.size > 10_000) this.sessionCache.clear();
    this.sessionCache.set(id, { user, expires: Date.now() + SESSION_CACHE_MS });
    return user;
  }

  findForLogin(phone: string) {
    return this.users.findOne({ phone }).select('+passwordHash').lean();
  }

  async register(dto: RegisterDto): Promise<UserInfo> {
    await this.assertUnique({ phone: dto.phone, email: dto.email });
    const passwordHash = await this.passwords.hash(dto.password);
    const created = await this.users
      .create({ name: dto.name, phone: dto.phone, email: dto.email, role: 'client', passwordHash })
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
    return toUserInfo(user);
  }

  async list(query: ListUsersQueryDto): Promise<Paged<UserInfo>> {
    const filter: QueryFilter<User> = { ...searchFilter(query.search), ...(query.role ? { role: query.role } : {}) };
    return this.page(filter, query, toUserInfo);
  }

  listNutritionists(query: PickerQueryDto): Promise<Paged<NutritionistSummaryDto>> {
    return this.page({ role: op({ $in: [...CLINICIAN_ROLES] }), ...searchFilter(query.search) }, query, toNutritionistSummary, 100);
  }

  /** Every client, or only those among `only` (a nutritionist's care team). */
  listClients(query: PickerQueryDto, only?: Types.ObjectId[]): Promise<Paged<UserInfo>> {
    const filter: QueryFilter<User> = { role: 'client', ...searchFilter(query.search), ...(only ? { _id: op({ $in: only }) } : {}) };
    return this.page(filter, query, toUserInfo, 100);
  }

  async updateProfile(caller: SessionUser, dto: UpdateProfileDto): Promise<UserInfo> {
    const { password, ...fields } = dto;
    await this.assertUnique({ phone: fields.phone, email: fields.email }, caller.id);
    const update: Partial<User> = { ...fields };
    if (password) update.passwordHash = await this.passwords.hash(password);
    const user = await this.updateAndRead(caller.id, update);
    if (!user) throw ApiException.unauthenticated();
    this.sessionCache.delete(caller.id);
    this.directory.forget(caller.id);
    return toUserInfo(user);
  }

  async adminUpdate(id: string, dto: AdminUpdateUserDto): Promise<UserInfo> {
    const existing = await this.users.findById(id, { role: 1 }).lean();
    if (!existing) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    if (existing.role === 'admin') {
      throw ApiException.forbidden('An admin account is changed by its owner, on the Profile screen.', ErrorCode.AdminProtected);
    }
    await this.assertUnique({ phone: dto.phone, email: dto.email }, id);
    const { password, ...fields } = dto;
    const update: Partial<User> = { ...fields };
    if (password) update.passwordHash = await this.passwords.hash(password);
    const user = await this.updateAndRead(id, update);
    if (!user) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    this.sessionCache.delete(id);
    this.directory.forget(id);
    return toUserInfo(user);
  }

  async remove(id: string): Promise<void> {
    const existing = await this.users.findById(id, { role: 1 }).lean();
    if (!existing) throw ApiException.notFound(Messages.users.notFound, ErrorCode.UserNotFound);
    if (existing.role === 'admin') throw ApiException.forbidden(Messages.users.adminProtected, ErrorCode.AdminProtected);
    for (const hook of this.deletionHooks) await hook.check?.(id);
    await this.users.deleteOne({ _id: id });
    this.sessionCache.delete(id);
    this.directory.forget(id);
    for (const hook of this.deletionHooks) await hook.cleanup?.(id);
  }

  onDelete(hook: UserDeletionHook): void {
    this.deletionHooks.push(hook);
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

