import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import { bmiCategory, bmiOf, ErrorCode, Messages, type Paged, type ProgressRecord } from '@clinic/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { ClinicClock } from '../../common/time/clinic-clock';
import { op } from '../../database/trusted';
import { AuditService } from '../audit/audit.service';
import { CareTeamService } from '../care-team/care-team.service';
import { NutritionPlan } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { User } from '../users/schemas/user.schema';
import { UserDirectory } from '../users/user-directory';
import { type PopulatedUser, toUserRef } from '../users/user-ref';
import type { CreateProgressDto, ListProgressQueryDto, UpdateProgressDto } from './dto/progress.dto';
import { Progress } from './schemas/progress.schema';

const PEOPLE = ['client', 'nutritionist'] as const;
type PopulatedProgress = Omit<Progress, 'client' | 'nutritionist'> & { _id: Types.ObjectId; client: PopulatedUser; nutritionist: PopulatedUser };

const notFound = () => ApiException.notFound(Messages.progress.notFound, ErrorCode.ProgressNotFound);

@Injectable()
export class ProgressService {
  constructor(
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly careTeam: CareTeamService,
    private readonly clock: ClinicClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
  ) {}

  private toView(doc: PopulatedProgress): ProgressRecord {
    return {
      _id: String(doc._id),
      client: toUserRef(doc.client),
      nutritionist: toUserRef(doc.nutritionist),
      date: doc.date,
      weight: doc.weight ?? null,
      height: doc.height ?? null,
      bodyFat: doc.bodyFat ?? null,
      BMI: doc.bmi ?? null,
      bmiCategory: bmiCategory(doc.bmi, this.config.clinic.bmiScheme),
      notes: doc.notes ?? '',
      createdAt: new Date(doc.createdAt).toISOString(),
    };
  }

  async create(caller: SessionUser, dto: CreateProgressDto): Promise<ProgressRecord> {
    const client = await this.users.findById(dto.client, { role: 1 }).lean();
    if (!client || client.role !== 'client') throw ApiException.badRequest(Messages.progress.clientRequired);
    if (caller.role === 'nutritionist' && !(await this.careTeam.isClientOf(caller.id, dto.client))) {
      throw ApiException.forbidden(Messages.plans.notYourClient, ErrorCode.NotYourClient);
    }
    const measures = { weight: dto.weight ?? null, height: dto.height ?? null, bodyFat: dto.bodyFat ?? null };
    if (measures.weight === null && measures.height === null && measures.bodyFat === null) {
      throw ApiException.badRequest(Messages.progress.oneMeasurement);
    }
    const created = await this.records.create({
      client: new Types.ObjectId(dto.client),
      nutritionist: await this.recordedNutritionist(caller, dto.client),
      date: dto.date ?? this.clock.today(),
      ...measures,
      bmi: bmiOf(measures.weight, measures.height),
      notes: dto.notes ?? '',
    });
    this.audit.record(caller, 'create', 'progress', [dto.client], String(created._id));
    return this.toView(await this.findVisible(caller, String(created._id)));
  }

  async list(caller: SessionUser, query: ListProgressQueryDto): Promise<Paged<ProgressRecord>> {
    const scope = await this.scope(caller);
    return this.page(caller, query.client ? { $and: [scope, { client: new Types.ObjectId(query.client) }] } : scope, query);
  }

  async forClient(caller: SessionUser, clientId: string, paging: ListProgressQueryDto): Promise<Paged<ProgressRecord>> {
    await this.assertCanRead(caller, clientId);
    return this.page(caller, { client: new Types.ObjectId(clientId) }, paging);
  }

  async latest(caller: SessionUser, clientId: string): Promise<ProgressRecord> {
    await this.assertCanRead(caller, clientId);
    const doc = await this.records
      .findOne({ client: new Types.ObjectId(clientId) })
      .sort({ date: -1, createdAt: -1 })
      .lean<PopulatedProgress>();
    if (!doc) throw notFound();
    await this.directory.populate([doc], PEOPLE);
    this.audit.record(caller, 'read', 'progress', [clientId], String(doc._id));
    return this.toView(doc);
  }

  async get(caller: SessionUser, id: string): Promise<ProgressRecord> {
    const record = this.toView(await this.findVisible(caller, id));
    this.audit.record(caller, 'read', 'progress', [record.client._id], id);
    return record;
  }

  async update(caller: SessionUser, id: string, dto: UpdateProgressDto): Promise<ProgressRecord> {
    const current = await this.findVisible(caller, id);
    const next = {
      weight: dto.weight === undefined ? current.weight : dto.weight,
      height: dto.height === undefined ? current.height : dto.height,
      bodyFat: dto.bodyFat === undefined ? current.bodyFat : dto.bodyFat,
    };
    if (next.weight === null && next.height === null && next.bodyFat === null) throw ApiException.badRequest(Messages.progress.oneMeasurement);
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
    const current = await this.findVisible(caller, id);
    await this.records.deleteOne({ _id: current._id });
    this.audit.record(caller, 'delete', 'progress', [String(current.client!._id)], id);
  }

  /** Spec section 6: an admin is recorded as the nutritionist; otherwise the nutritionist of the client's first plan. */
  private async recordedNutritionist(caller: SessionUser, clientId: string): Promise<Types.ObjectId> {
    if (caller.role === 'admin') return new Types.ObjectId(caller.id);
    const first = await this.plans.findOne({ client: new Types.ObjectId(clientId) }, { nutritionist: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
    return first?.nutritionist ?? new Types.ObjectId(caller.id);
  }

  private async findVisible(caller: SessionUser, id: string): Promise<PopulatedProgress> {
    const doc = await this.records.findById(id).lean<PopulatedProgress>();
    if (doc) await this.directory.populate([doc], PEOPLE);
    if (!doc || !doc.client) throw notFound();
    if (!(await this.canRead(caller, String(doc.client._id)))) throw notFound();
    return doc;
  }

  private async canRead(caller: SessionUser, clientId: string): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role === 'client') return caller.id === clientId;
    return this.careTeam.isClientOf(caller.id, clientId);
  }

  private async assertCanRead(caller: SessionUser, clientId: string): Promise<void> {
    if (!(await this.canRead(caller, clientId))) throw notFound();
  }

  private async scope(caller: SessionUser): Promise<QueryFilter<Progress>> {
    if (caller.role === 'client') return { client: new Types.ObjectId(caller.id) };
    if (caller.role === 'nutritionist') return { client: op({ $in: await this.careTeam.clientsOf(caller.id) }) };
    return {};
  }

  private async page(caller: SessionUser, filter: QueryFilter<Progress>, query: { page?: number; limit?: number }): Promise<Paged<ProgressRecord>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.records.find(filter).sort({ date: -1, createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<PopulatedProgress[]>(),
      () => this.records.countDocuments(filter),
    );
    const data = (await this.directory.populate(docs, PEOPLE)).map((d) => this.toView(d));
    this.audit.record(caller, 'read', 'progress', data.map((r) => r.client._id));
    return { data, page, limit, total };
  }
}
