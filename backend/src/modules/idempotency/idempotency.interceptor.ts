import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Model } from 'mongoose';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ErrorCode, IDEMPOTENCY_WINDOW_MS, Messages } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { IDEMPOTENT_KEY } from './idempotent.decorator';
import { IdempotencyRecord } from './schemas/idempotency-record.schema';

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request's answer before it is told to come back (409). */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/**
 * A first request still "pending" after this long died with its instance; its key is taken over.
 * Far above the request timeout, so a slow first request is never run twice.
 */
const ABANDONED_MS = 5 * 60_000;
/** Expired records are swept at most this often per instance (no TTL index on FerretDB). */
const SWEEP_EVERY_MS = 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on the routes marked `@Idempotent()`. The caller's key is claimed by inserting
 * its record (unique `_id`, atomic on FerretDB and MongoDB), so of two concurrent identical requests
 * exactly one runs the handler; the other polls for its answer. Answers the caller should see again
 * (successes, and refusals such as 409 slot taken) are kept; a server failure frees the key for a retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private lastSweep = 0;

  constructor(
    private readonly reflector: Reflector,
    @InjectModel(IdempotencyRecord.name) private readonly records: Model<IdempotencyRecord>,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<boolean>(IDEMPOTENT_KEY, context.getHandler())) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>();
    const key = request.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) {
      throw ApiException.badRequest(Messages.integrations.idempotencyKeyInvalid, ErrorCode.IdempotencyKeyInvalid);
    }
    const user = request.user as SessionUser;
    const caller = user.apiKeyId ? `key:${user.apiKeyId}` : `user:${user.id}`;
    const id = `${caller}|${sha256(key)}`;
    const fingerprint = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const successStatus = this.reflector.get<number>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.run(id, fingerprint, successStatus, reply, () => lastValueFrom(next.handle())));
  }

  private async run(id: string, fingerprint: string, successStatus: number, reply: FastifyReply, handle: () => Promise<unknown>): Promise<unknown> {
    const waitUntil = Date.now() + WAIT_MS;
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      void this.records.deleteMany({ createdAt: op({ $lt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS) }) }).catch(() => undefined);
    }
    for (;;) {
      try {
        await this.records.create({ _id: id, fingerprint, state: 'pending', createdAt: new Date() });
        break;
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const existing = await this.records.findById(id).lean();
      if (!existing) continue;
      const age = Date.now() - existing.createdAt.getTime();
      if (age > IDEMPOTENCY_WINDOW_MS || (existing.state === 'pending' && age > ABANDONED_MS)) {
        await this.records.deleteOne({ _id: id, createdAt: existing.createdAt });
        continue;
      }
      if (existing.fingerprint !== fingerprint) {
        throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, ErrorCode.IdempotencyKeyReused, Messages.integrations.idempotencyKeyReused);
      }
      if (existing.state === 'done') return this.replay(existing, reply);
      if (Date.now() > waitUntil) throw ApiException.conflict(Messages.integrations.idempotencyInProgress, ErrorCode.IdempotencyInProgress);
      await sleep(POLL_MS);
    }

    try {
      const result = await handle();
      await this.records.updateOne({ _id: id }, { $set: { state: 'done', statusCode: successStatus, response: JSON.stringify(result ?? null) } });
      return result;
    } catch (error) {
      if (error instanceof ApiException && error.statusCode < 500) {
        const { code, message, errors } = error;
        await this.records.updateOne({ _id: id }, { $set: { state: 'done', statusCode: error.statusCode, response: JSON.stringify({ code, message, errors }) } });
      } else {
        await this.records.deleteOne({ _id: id }).catch(() => undefined);
      }
      throw error;
    }
  }

  private replay(record: IdempotencyRecord, reply: FastifyReply): unknown {
    void reply.header('idempotent-replayed', 'true');
    const body = JSON.parse(record.response ?? 'null');
    const status = record.statusCode ?? HttpStatus.OK;
    if (status >= 400) throw new ApiException(status, body.code, body.message, body.errors);
    return body;
  }
}
