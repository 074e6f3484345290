import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import { bmiOf, ErrorCode, Messages, type Paged, type ProgressRecord } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { AuditService } from '../audit/audit.service';
import { HealthRecordPolicy } from '../care-team/health-record.policy';
import { NotificationsService } from '../notifications/notifications.service';
import { NutritionPlansService } from '../nutrition-plans/nutrition-plans.service';
import { UserDirectory, UserLookup } from '../users/user-directory';
import type { CreateProgressDto, ListProgressQueryDto, UpdateProgressDto } from './dto/progress.dto';
import { Progress } from './schemas/progress.schema';
import { PEOPLE, type PopulatedProgress, toProgressView, withAuthor } from './progress.mapper';

/** A deleted author leaves '' here: nobody but the admin can then change the record. */
const ownership = (doc: PopulatedProgress) => ({ client: String(doc.client!._id), enteredBy: doc.enteredBy ? String(doc.enteredBy._id) : '' });

const notFound = () => ApiException.notFound(Messages.progress.notFound, ErrorCode.ProgressNotFound);

@Injectable()
export class ProgressService {
  /** Each client's latest record (or none), kept while their records are unchanged (`client_versions`). */
  private readonly keptLatest = new KeptReads<PopulatedProgress | null>(CLIENT_VERSIONS, 5_000);

  constructor(
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
    private readonly plans: NutritionPlansService,
    private readonly users: UserLookup,
    private readonly policy: HealthRecordPolicy,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
    private readonly notifications: NotificationsService,
  ) {}

  private toView(doc: PopulatedProgress): ProgressRecord {
    return toProgressView(doc, this.config.clinic.bmiScheme);
  }

  /** `BMI` and `nutritionist` in the body (spec section 7) are ignored: both are derived here. */
  async create(caller: SessionUser, dto: CreateProgressDto): Promise<ProgressRecord> {
    if ((await this.users.roleOf(dto.client)) !== 'client') {
      // A client naming anyone but themselves learns nothing about that id.
      if (caller.role === 'client') throw ApiException.forbidden(Messages.care.ownRecordsOnly, ErrorCode.Forbidden);
      throw ApiException.badRequest(Messages.progress.clientRequired, ErrorCode.ProgressClientRequired);
    }
    await this.policy.assertCanWriteFor(caller, 'progress', dto.client);
    const measures = { weight: dto.weight ?? null, height: dto.height ?? null, bodyFat: dto.bodyFat ?? null };
    if (measures.weight === null && measures.height === null && measures.bodyFat === null) {
      throw ApiException.badRequest(Messages.progress.oneMeasurement, ErrorCode.ProgressNoMeasurement);
    }
    const date = dto.date ?? this.clock.today();
    this.assertNotFuture(date);
    const created = await this.records.create({
      client: new Types.ObjectId(dto.client),
      nutritionist: await this.recordedNutritionist(caller, dto.client),
      enteredBy: new Types.ObjectId(caller.id),
      date,
      ...measures,
      bmi: bmiOf(measures.weight, measures.height),
      notes: dto.notes ?? '',
    });
    this.audit.record(caller, 'create', 'progress', [dto.client], String(created._id));
    if (caller.role !== 'client') await this.notifications.progressRecorded(`progress:${created._id}`, dto.client, caller.id, date);
    return this.toView(await this.findVisible(caller, String(created._id)));
  }

  async list(caller: SessionUser, query: ListProgressQueryDto): Promise<Paged<ProgressRecord>> {
    const scope = (await this.policy.scope(caller)) as QueryFilter<Progress>;
    return this.page(caller, query.client ? { $and: [scope, { client: new Types.ObjectId(query.client) }] } : scope, query);
  }

  async forClient(caller: SessionUser, clientId: string, paging: ListProgressQueryDto): Promise<Paged<ProgressRecord>> {
    await this.policy.assertCanRead(caller, clientId, notFound);
    return this.page(caller, { client: new Types.ObjectId(clientId) }, paging);
  }

  async latest(caller: SessionUser, clientId: string): Promise<ProgressRecord> {
    await this.policy.assertCanRead(caller, clientId, notFound);
    const client = new Types.ObjectId(clientId);
    const kept = await this.keptLatest.get(this.records.db, String(client), String(client), () =>
      this.records.findOne({ client }).sort({ date: -1, createdAt: -1 }).lean<PopulatedProgress>(),
    );
    if (!kept) throw notFound();
    // Names are filled into a copy: what is kept stays as read.
    const doc = { ...kept };
    await this.directory.populate(withAuthor([doc]), PEOPLE);
    this.audit.record(caller, 'read', 'progress', [clientId], String(doc._id));
    return this.toView(doc);
  }

  async get(caller: SessionUser, id: string): Promise<ProgressRecord> {
    const record = this.toView(await this.findVisible(caller, id));
    this.audit.record(caller, 'read', 'progress', [record.client._id], id);
    return record;
  }

  async update(caller: SessionUser, id: string, dto: UpdateProgressDto): Promise<ProgressRecord> {
    const current = await this.findChangeable(caller, id);
    const next = {
      weight: dto.weight === undefined ? current.weight : dto.weight,
      height: dto.height === undefined ? current.height : dto.height,
      bodyFat: dto.bodyFat === undefined ? current.bodyFat : dto.bodyFat,
    };
    if (next.weight === null && next.height === null && next.bodyFat === null) throw ApiException.badRequest(Messages.progress.oneMeasurement, ErrorCode.ProgressNoMeasurement);
    if (dto.date !== undefined) this.assertNotFuture(dto.date);
    await this.records.updateOne(
      { _id: current._id },
      {
        $set: {
          ...next,
          bmi: bmiOf(next.weight, next.height),
          ...(dto.date !== undefined ? { date: dto.date } : {}),
          ...(dto.notes !== undefined ? { notes: dto.notes } : {}),
        },
      },
    );
    this.audit.record(caller, 'update', 'progress', [String(current.client!._id)], id);
    return this.toView(await this.findVisible(caller, id));
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const current = await this.findChangeable(caller, id);
    await this.records.deleteOne({ _id: current._id });
    this.audit.record(caller, 'delete', 'progress', [String(current.client!._id)], id);
  }

  private assertNotFuture(date: string): void {
    if (date > this.clock.today()) {
      throw ApiException.badRequest(Messages.progress.futureDate, ErrorCode.ValidationFailed, [{ field: 'date', message: Messages.progress.futureDate }]);
    }
  }

  /**
   * Spec section 6: an admin is recorded as the nutritionist; otherwise the nutritionist of the
   * client's first plan; with no plan yet, the nutritionist entering it, or none for a client.
   */
  private async recordedNutritionist(caller: SessionUser, clientId: string): Promise<Types.ObjectId | null> {
    if (caller.role === 'admin') return new Types.ObjectId(caller.id);
    const first = await this.plans.firstNutritionistOf(clientId);
    if (first) return first;
    return caller.role === 'nutritionist' ? new Types.ObjectId(caller.id) : null;
  }

  /** A record the caller may read (others get 404, as if it did not exist). */
  private async findVisible(caller: SessionUser, id: string): Promise<PopulatedProgress> {
    const doc = await this.records.findById(id).lean<PopulatedProgress>();
    if (doc) await this.directory.populate(withAuthor([doc]), PEOPLE);
    if (!doc || !doc.client) throw notFound();
    await this.policy.assertCanRead(caller, String(doc.client._id), notFound);
    return doc;
  }

  /** A record the caller may change: readable (else 404) and entered by them, or the caller is the admin (else 403). */
  private async findChangeable(caller: SessionUser, id: string): Promise<PopulatedProgress> {
    const doc = await this.findVisible(caller, id);
    await this.policy.assertCanChange(caller, 'progress', ownership(doc), notFound);
    return doc;
  }

  private async page(caller: SessionUser, filter: QueryFilter<Progress>, query: { page?: number; limit?: number }): Promise<Paged<ProgressRecord>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.records.find(filter).sort({ date: -1, createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<PopulatedProgress[]>(),
      () => this.records.countDocuments(filter),
    );
    const data = (await this.directory.populate(withAuthor(docs), PEOPLE)).map((d) => this.toView(d));
    this.audit.record(caller, 'read', 'progress', data.map((r) => r.client._id));
    return { data, page, limit, total };
  }
}
