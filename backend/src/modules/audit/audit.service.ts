import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { Paged } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf, type PagingQueryDto } from '../../common/dto/paging.dto';
import { AuditEvent, type AuditAction, type AuditResource } from './schemas/audit-event.schema';

/** How long entries wait to be written together; a flush also happens at shutdown. */
const FLUSH_AFTER_MS = 200;
const FLUSH_AT = 500;

export interface AuditEntryView {
  at: string;
  actor: { _id: string; name: string; role: string };
  action: AuditAction;
  resource: AuditResource;
  resourceId: string;
}

/**
 * Records access to clients' data. Entries are written in batches off the request path, so a read
 * costs the reader no database round trip; a graceful shutdown writes what is pending.
 */
@Injectable()
export class AuditService implements OnApplicationShutdown {
  private readonly logger = new Logger(AuditService.name);
  private pending: AuditEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(@InjectModel(AuditEvent.name) private readonly events: Model<AuditEvent>) {}

  /** Entries waiting to be written (for the metrics). */
  get queueDepth(): number {
    return this.pending.length;
  }

  /**
   * One entry per client concerned (a list of ten appointments of three clients: three entries).
   * A client reading their own records is not recorded: the log answers "who else has seen my
   * data", and self-reads, most of all traffic, would bury that answer (and cost a write each).
   * Whatever a client changes is recorded.
   */
  record(actor: SessionUser, action: AuditAction, resource: AuditResource, clients: Iterable<string | Types.ObjectId>, resourceId = ''): void {
    const at = new Date();
    for (const client of new Set([...clients].map(String))) {
      if (!Types.ObjectId.isValid(client)) continue;
      if (action === 'read' && client === actor.id) continue;
      this.pending.push({
        at,
        client: new Types.ObjectId(client),
        actor: new Types.ObjectId(actor.id),
        actorName: actor.name,
        actorRole: actor.role,
        action,
        resource,
        resourceId,
      });
    }
    if (this.pending.length === 0) return;
    if (this.pending.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return this.writing;
    // `lean`: the entries are built above with their final types, so mongoose's casting, validation
    // and documents are skipped; they were a sixth of the app's CPU on a list read 300 times a
    // second, each read recording one entry per client on the page (docs/benchmarks.md).
    this.writing = this.writing.then(() =>
      this.events.insertMany(batch, { ordered: false, lean: true }).then(
        () => undefined,
        (error: unknown) => {
          // Put them back for the next flush rather than lose them (e.g. the database was away).
          this.pending.unshift(...batch);
          this.logger.error(`Could not write ${batch.length} audit entries: ${error instanceof Error ? error.message : error}`);
          this.timer ??= setTimeout(() => void this.flush(), 5 * FLUSH_AFTER_MS).unref();
        },
      ),
    );
    return this.writing;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  async forClient(clientId: string, query: PagingQueryDto): Promise<Paged<AuditEntryView>> {
    await this.flush();
    const { page, limit, skip } = pageOf(query);
    const filter = { client: new Types.ObjectId(clientId) };
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.events.find(filter).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      () => this.events.countDocuments(filter),
    );
    return {
      data: docs.map((d) => ({
        at: d.at.toISOString(),
        actor: { _id: String(d.actor), name: d.actorName, role: d.actorRole },
        action: d.action,
        resource: d.resource,
        resourceId: d.resourceId,
      })),
      page,
      limit,
      total,
    };
  }
}
