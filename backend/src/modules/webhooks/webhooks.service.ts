import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatedWebhookEndpoint,
  ErrorCode,
  Messages,
  type Paged,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDeliveryInfo,
  type WebhookEndpointInfo,
  type WebhookEvent,
  type WebhookEventType,
} from '@clinic/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf, type PagingQueryDto } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { OutboxService } from '../outbox/outbox.service';
import type { OutboxMessage } from '../outbox/schemas/outbox-message.schema';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook.dto';
import { WebhookDelivery, WebhookEndpoint } from './schemas/webhook-endpoint.schema';
import { signWebhook } from './webhook-signature';

const OUTBOX_KIND = 'webhook';
const TIMEOUT_MS = 5000;
const MAX_RETRY_GAP_MS = 60 * 60_000;
/** The delivery log keeps a month, swept at most hourly per instance. */
const KEEP_LOG_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface WebhookPayload {
  endpointId: string;
  event: WebhookEvent;
}

/** What an event is about: the record to link to, and what keeps its events in order. */
export interface WebhookSubject {
  /** API path of the record, fetched with an API key. */
  link: string;
  /** Events with the same order key reach each endpoint in the order they happened (e.g. `appointment:<id>`). */
  orderKey?: string;
}

type EndpointDoc = WebhookEndpoint & { _id: Types.ObjectId };

function toEndpointInfo(doc: EndpointDoc): WebhookEndpointInfo {
  return {
    _id: String(doc._id),
    url: doc.url,
    events: doc.events,
    description: doc.description ?? '',
    createdAt: doc.createdAt.toISOString(),
    disabledAt: doc.disabledAt?.toISOString() ?? null,
    disabledReason: doc.disabledReason ?? null,
  };
}

function assertDeliverableUrl(url: string): void {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname))) return;
  throw ApiException.badRequest(Messages.integrations.webhookBadUrl, ErrorCode.WebhookBadUrl, [{ field: 'url', message: Messages.integrations.webhookBadUrl }]);
}

/**
 * Webhooks: endpoints the admin registers, and the events features announce (`emit`). An event is
 * written to the outbox in the request, one message per subscribed endpoint; the outbox worker signs
 * and POSTs it, retrying with exponential backoff for a day, after which the endpoint is disabled.
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');
  private lastSweep = 0;

  constructor(
    @InjectModel(WebhookEndpoint.name) private readonly endpoints: Model<WebhookEndpoint>,
    @InjectModel(WebhookDelivery.name) private readonly deliveries: Model<WebhookDelivery>,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.register(OUTBOX_KIND, {
      deliver: (message, attempt, signal) => this.deliver(message.payload as unknown as WebhookPayload, attempt, signal),
      retryDelay: (message, attempt) => this.retryDelay(message, attempt),
      onGiveUp: (message, error) => this.disable((message.payload as unknown as WebhookPayload).endpointId, error),
    });
  }

  /**
   * Announces an event to every enabled endpoint that subscribed to it. Awaited in the request, after
   * the change is written: the outbox then has it even if the app stops the next moment.
   */
  async emit(type: WebhookEventType, data: Record<string, unknown>, subject: WebhookSubject): Promise<void> {
    const endpoints = await this.endpoints.find({ disabledAt: null }, { events: 1 }).lean();
    const targets = endpoints.filter((e) => e.events.includes(type));
    if (targets.length === 0) return;
    const event: WebhookEvent = { id: randomUUID(), type, createdAt: new Date().toISOString(), link: subject.link, data };
    await this.outbox.enqueue(
      targets.map((e) => ({
        kind: OUTBOX_KIND,
        key: `${e._id}|${subject.orderKey ?? event.id}`,
        payload: { endpointId: String(e._id), event } satisfies WebhookPayload as unknown as Record<string, unknown>,
      })),
    );
  }

  async create(admin: SessionUser, dto: CreateWebhookDto): Promise<CreatedWebhookEndpoint> {
    assertDeliverableUrl(dto.url);
    const secret = WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64url');
    const doc = await this.endpoints.create({
      url: dto.url,
      events: dto.events,
      description: dto.description?.trim() ?? '',
      secret,
      createdBy: new Types.ObjectId(admin.id),
      createdAt: new Date(),
    });
    return { ...toEndpointInfo(doc.toObject()), secret };
  }

  async list(): Promise<WebhookEndpointInfo[]> {
    const docs = await this.endpoints.find().sort({ createdAt: -1 }).lean();
    return docs.map(toEndpointInfo);
  }

  async update(id: string, dto: UpdateWebhookDto): Promise<WebhookEndpointInfo> {
    await this.find(id);
    if (dto.url !== undefined) assertDeliverableUrl(dto.url);
    const set: Partial<WebhookEndpoint> = {};
    if (dto.url !== undefined) set.url = dto.url;
    if (dto.events !== undefined) set.events = dto.events;
    if (dto.description !== undefined) set.description = dto.description.trim();
    if (dto.enabled === true) Object.assign(set, { disabledAt: null, disabledReason: null });
    if (dto.enabled === false) Object.assign(set, { disabledAt: new Date(), disabledReason: Messages.integrations.webhookPaused });
    await this.endpoints.updateOne({ _id: id }, { $set: set });
    return toEndpointInfo(await this.find(id));
  }

  async remove(id: string): Promise<void> {
    await this.find(id);
    await this.endpoints.deleteOne({ _id: id });
  }

  async deliveryLog(id: string, query: PagingQueryDto): Promise<Paged<WebhookDeliveryInfo>> {
    await this.find(id);
    const { page, limit, skip } = pageOf(query);
    const filter = { endpoint: new Types.ObjectId(id) };
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.deliveries.find(filter).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      () => this.deliveries.countDocuments(filter),
    );
    return {
      data: docs.map((d) => ({
        _id: String(d._id),
        eventId: d.eventId,
        type: d.type,
        at: d.at.toISOString(),
        attempt: d.attempt,
        status: d.status,
        responseCode: d.responseCode ?? null,
        error: d.error ?? null,
      })),
      page,
      limit,
      total,
    };
  }

  /** Sends an event again, with the same event id (receivers that already have it drop it). */
  async resend(id: string, eventId: string): Promise<void> {
    await this.find(id);
    const original = await this.outbox.findOne({ kind: OUTBOX_KIND, 'payload.endpointId': id, 'payload.event.id': eventId });
    if (!original) throw ApiException.notFound(Messages.integrations.webhookEventNotFound, ErrorCode.WebhookEventNotFound);
    await this.outbox.enqueue([{ kind: OUTBOX_KIND, key: original.key, payload: original.payload }]);
  }

  private async find(id: string): Promise<EndpointDoc> {
    const doc = await this.endpoints.findById(id).lean();
    if (!doc) throw ApiException.notFound(Messages.integrations.webhookNotFound, ErrorCode.WebhookNotFound);
    return doc;
  }

  private async deliver({ endpointId, event }: WebhookPayload, attempt: number, closing: AbortSignal): Promise<void> {
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      await this.deliveries.deleteMany({ at: op({ $lt: new Date(Date.now() - KEEP_LOG_MS) }) }).catch(() => undefined);
    }
    const endpoint = await this.endpoints.findById(endpointId).lean();
    // Deleted or disabled since: nothing to send, and nothing to retry.
    if (!endpoint || endpoint.disabledAt) return;
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const log = { endpoint: endpoint._id, eventId: event.id, type: event.type, at: new Date(), attempt };
    let responseCode: number | null = null;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'NutritionClinic-Webhooks/1',
          [WEBHOOK_EVENT_ID_HEADER]: event.id,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), closing]),
      });
      responseCode = response.status;
      // The receiver's answer is not read beyond its status; drain it so the socket is freed.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await this.deliveries.create({ ...log, status: 'delivered', responseCode, error: null });
    } catch (error) {
      const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `No answer within ${TIMEOUT_MS / 1000} s` : error.message) : String(error);
      await this.deliveries.create({ ...log, status: 'failed', responseCode, error: reason }).catch(() => undefined);
      throw new Error(reason);
    }
  }

  private retryDelay(message: OutboxMessage, attempt: number): number | null {
    const { retryBaseMs, giveUpMs } = this.config.webhooks;
    const deadline = message.createdAt.getTime() + giveUpMs;
    if (Date.now() >= deadline) return null;
    const delay = Math.min(retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_GAP_MS);
    return Math.min(delay, Math.max(0, deadline - Date.now()));
  }

  private async disable(endpointId: string, error: unknown): Promise<void> {
    const reason = `Deliveries failed for ${Math.round(this.config.webhooks.giveUpMs / 3_600_000)} h (last: ${error instanceof Error ? error.message : error}).`;
    await this.endpoints.updateOne({ _id: endpointId, disabledAt: null }, { $set: { disabledAt: new Date(), disabledReason: reason } });
    this.logger.warn(`Webhook endpoint ${endpointId} disabled: ${reason}`);
  }
}
