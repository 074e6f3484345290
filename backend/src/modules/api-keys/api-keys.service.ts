import { HttpStatus, Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyReply } from 'fastify';
import { Model, Types } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyInfo, type ApiKeyScope, type CreatedApiKey, ErrorCode, Messages } from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { RedisService } from '../../common/redis/redis.service';
import { SharedThrottlerStorage } from '../auth/shared-throttler-storage';
import { UsersService } from '../users/users.service';
import type { CreateApiKeyDto } from './dto/api-key.dto';
import { ApiKey } from './schemas/api-key.schema';

/** `ncl_live_` and 43 base64url characters (32 random bytes). */
const KEY_SHAPE = /^ncl_live_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
const RATE_WINDOW_MS = 60_000;
/** `lastUsedAt` is a hint for the admin, written at most this often per key and instance. */
const LAST_USED_EVERY_MS = 60_000;

export interface ApiKeyCaller {
  user: SessionUser;
  scopes: readonly ApiKeyScope[];
}

export const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function toApiKeyInfo(doc: ApiKey & { _id: Types.ObjectId }): ApiKeyInfo {
  return {
    _id: String(doc._id),
    name: doc.name,
    prefix: doc.prefix,
    scopes: doc.scopes,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: doc.expiresAt?.toISOString() ?? null,
    revokedAt: doc.revokedAt?.toISOString() ?? null,
    lastUsedAt: doc.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * API keys: created and revoked by the admin, checked on every request that carries one. No cache:
 * a revoked key is refused by every instance at its next request.
 */
@Injectable()
export class ApiKeysService implements OnApplicationShutdown {
  private readonly counters: SharedThrottlerStorage;
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    @InjectModel(ApiKey.name) private readonly keys: Model<ApiKey>,
    private readonly users: UsersService,
    redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.counters = new SharedThrottlerStorage(redis);
  }

  async create(admin: SessionUser, dto: CreateApiKeyDto): Promise<CreatedApiKey> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw ApiException.badRequest('The expiry must be in the future.', ErrorCode.ValidationFailed, [{ field: 'expiresAt', message: 'The expiry must be in the future.' }]);
    }
    const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const doc = await this.keys.create({
      hash: hashKey(secret),
      name: dto.name.trim(),
      prefix: secret.slice(0, PREFIX_LENGTH),
      scopes: dto.scopes,
      createdBy: new Types.ObjectId(admin.id),
      createdAt: new Date(),
      expiresAt,
    });
    return { ...toApiKeyInfo(doc.toObject()), secret };
  }

  async list(): Promise<ApiKeyInfo[]> {
    const docs = await this.keys.find().sort({ createdAt: -1 }).lean();
    return docs.map(toApiKeyInfo);
  }

  async revoke(id: string): Promise<ApiKeyInfo> {
    const doc = await this.keys.findById(id).lean();
    if (!doc) throw ApiException.notFound(Messages.integrations.keyNotFound, ErrorCode.ApiKeyNotFound);
    if (!doc.revokedAt) {
      doc.revokedAt = new Date();
      await this.keys.updateOne({ _id: doc._id }, { $set: { revokedAt: doc.revokedAt } });
    }
    return toApiKeyInfo(doc);
  }

  /** The caller a key stands for; 401 for a malformed, unknown, revoked or expired key, or one whose admin is gone. */
  async authenticate(secret: string): Promise<ApiKeyCaller> {
    const invalid = () => new ApiException(HttpStatus.UNAUTHORIZED, ErrorCode.ApiKeyInvalid, Messages.integrations.keyInvalid);
    if (!KEY_SHAPE.test(secret)) throw invalid();
    const doc = await this.keys.findOne({ hash: hashKey(secret) }).lean();
    const now = Date.now();
    if (!doc || doc.revokedAt || (doc.expiresAt && doc.expiresAt.getTime() <= now)) throw invalid();
    const admin = await this.users.findSessionUser(String(doc.createdBy));
    if (!admin || admin.role !== 'admin') throw invalid();
    const id = String(doc._id);
    if ((this.lastUsedWritten.get(id) ?? 0) + LAST_USED_EVERY_MS < now) {
      this.lastUsedWritten.set(id, now);
      void this.keys.updateOne({ _id: doc._id }, { $set: { lastUsedAt: new Date(now) } }).catch(() => undefined);
    }
    return {
      user: { id: admin.id, role: 'admin', name: `API key "${doc.name}" (${doc.prefix}…)`, apiKeyId: id },
      scopes: doc.scopes,
    };
  }

  /**
   * Counts the request against the key's limit (shared through Redis when there is one) and states
   * the limit in the draft-standard `RateLimit-*` headers; over the limit, 429 with `Retry-After`.
   */
  async throttle(apiKeyId: string, reply: FastifyReply): Promise<void> {
    const limit = this.config.apiKeys.ratePerMinute;
    const record = await this.counters.increment(`apikey:${apiKeyId}`, RATE_WINDOW_MS, limit, RATE_WINDOW_MS, 'apikey');
    const reset = Math.max(0, record.isBlocked ? record.timeToBlockExpire : record.timeToExpire);
    void reply.header('ratelimit-limit', String(limit));
    void reply.header('ratelimit-remaining', String(Math.max(0, limit - record.totalHits)));
    void reply.header('ratelimit-reset', String(reset));
    if (record.isBlocked) {
      void reply.header('retry-after', String(Math.max(1, reset)));
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.ApiKeyRateLimited, Messages.integrations.rateLimited);
    }
  }

  onApplicationShutdown(): void {
    this.counters.onApplicationShutdown();
  }
}
