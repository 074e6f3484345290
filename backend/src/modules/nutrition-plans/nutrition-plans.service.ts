import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, QueryFilter, Types } from 'mongoose';
import { ErrorCode, MEALS_PER_PLAN_MAX, Messages, NutritionMessages, type NutritionPlan as PlanView, type Paged } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { AuditService } from '../audit/audit.service';
import { HealthRecordPolicy } from '../care-team/health-record.policy';
import { UserDirectory, UserLookup } from '../users/user-directory';
import type { CopyDayDto, CreatePlanDto, ListPlansQueryDto, UpdatePlanDto } from './dto/plan.dto';
import { NutritionPlan, storedMealOf } from './schemas/nutrition-plan.schema';
import { FoodUsage } from '../foods/foods.usage';
import { PlanTemplate } from '../plan-templates/schemas/plan-template.schema';
import { foodsIn, MealResolver, toEntry } from './nutrition-plans.meals';
import { NotificationsService } from '../notifications/notifications.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import { PEOPLE, type PopulatedPlan, toPlanView, withAuthor } from './nutrition-plans.mapper';

/** A deleted author leaves '' here: nobody but the admin can then change the plan. */
const ownership = (doc: PopulatedPlan) => ({ client: String(doc.client!._id), enteredBy: doc.enteredBy ? String(doc.enteredBy._id) : '' });

const notFound = () => ApiException.notFound(Messages.plans.notFound, ErrorCode.PlanNotFound);

@Injectable()
export class NutritionPlansService {
  /** A client's own list pages, kept while their plans are unchanged (`client_versions`). */
  private readonly keptClientPages = new KeptReads<[PopulatedPlan[], number]>(CLIENT_VERSIONS, 5_000);

  constructor(
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    private readonly users: UserLookup,
    private readonly policy: HealthRecordPolicy,
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
    private readonly webhooks: WebhooksService,
    private readonly notifications: NotificationsService,
    private readonly meals: MealResolver,
    @InjectModel(PlanTemplate.name) private readonly templates: Model<PlanTemplate>,
    usage: FoodUsage,
  ) {
    usage.register('nutrition plans', async (food) => (await this.plans.exists({ 'meals.items.food': food })) !== null);
  }

  async create(caller: SessionUser, dto: CreatePlanDto): Promise<PlanView> {
    if ((await this.users.roleOf(dto.client)) !== 'client') throw ApiException.badRequest(Messages.plans.clientRequired, ErrorCode.PlanClientRequired);
    await this.policy.assertCanWriteFor(caller, 'plan', dto.client);
    assertDates(dto.startDate, dto.endDate);
    const template = dto.template ? await this.templateFor(dto.template) : null;
    // A template's meals are copied as stored: the values it was saved with, even of foods since retired.
    const meals = dto.meals !== undefined || !template ? await this.meals.resolve(dto.meals ?? []) : template.meals.map(storedMealOf);
    const created = await this.plans.create({
      client: new Types.ObjectId(dto.client),
      nutritionist: new Types.ObjectId(caller.id),
      enteredBy: new Types.ObjectId(caller.id),
      title: dto.title,
      description: dto.description ?? template?.description ?? '',
      startDate: dto.startDate,
      endDate: dto.endDate ?? '',
      meals: meals.map(toEntry),
      attachments: dto.attachments ?? [],
    });
    this.audit.record(caller, 'create', 'plan', [dto.client], String(created._id));
    if (caller.role !== 'client') await this.notifications.planChanged(`plan-created:${created._id}`, dto.client, caller.id, true);
    await this.webhooks.emit('plan.created', { planId: String(created._id), clientId: dto.client, nutritionistId: caller.id }, { link: `/api/nutritionPlans/${created._id}` });
    return toPlanView(await this.findVisible(caller, String(created._id)));
  }

  async list(caller: SessionUser, query: ListPlansQueryDto): Promise<Paged<PlanView>> {
    const scope = (await this.policy.scope(caller)) as QueryFilter<NutritionPlan>;
    return this.page(caller, query.client ? { $and: [scope, { client: new Types.ObjectId(query.client) }] } : scope, query);
  }

  async forClient(caller: SessionUser, clientId: string, paging: ListPlansQueryDto): Promise<Paged<PlanView>> {
    await this.policy.assertCanRead(caller, clientId, notFound);
    return this.page(caller, { client: new Types.ObjectId(clientId) }, paging);
  }

  async get(caller: SessionUser, id: string): Promise<PlanView> {
    const plan = toPlanView(await this.findVisible(caller, id));
    this.audit.record(caller, 'read', 'plan', [plan.client._id], id);
    return plan;
  }

  async update(caller: SessionUser, id: string, dto: UpdatePlanDto): Promise<PlanView> {
    const current = await this.findChangeable(caller, id);
    // The spec's update body repeats the plan's client: it must name the same client.
    if (dto.client !== undefined && dto.client !== String(current.client!._id)) {
      throw ApiException.badRequest(Messages.plans.clientCannotChange, ErrorCode.ValidationFailed, [{ field: 'client', message: Messages.plans.clientCannotChange }]);
    }
    assertDates(dto.startDate ?? current.startDate, dto.endDate === undefined ? current.endDate : dto.endDate);
    const set: Partial<NutritionPlan> = {};
    for (const key of ['title', 'description', 'startDate', 'attachments'] as const) {
      if (dto[key] !== undefined) Object.assign(set, { [key]: dto[key] });
    }
    if (dto.endDate !== undefined) set.endDate = dto.endDate;
    // Foods retired since the plan named them stay accepted in it: a saved plan must save again.
    if (dto.meals !== undefined) set.meals = (await this.meals.resolve(dto.meals, foodsIn(current.meals))).map(toEntry);
    return this.write(caller, current, set);
  }

  /** Replaces the meals of each day in `to` with copies of day `from`'s. */
  async copyDay(caller: SessionUser, id: string, dto: CopyDayDto): Promise<PlanView> {
    const current = await this.findChangeable(caller, id);
    if (dto.to.includes(dto.from)) {
      throw ApiException.badRequest(NutritionMessages.planNutrition.copyDayTo, ErrorCode.ValidationFailed, [{ field: 'to', message: NutritionMessages.planNutrition.copyDayTo }]);
    }
    const meals = current.meals.map(storedMealOf);
    const source = meals.filter((m) => m.day === dto.from);
    if (source.length === 0) {
      throw ApiException.badRequest(NutritionMessages.planNutrition.dayHasNoMeals, ErrorCode.PlanDayHasNoMeals, [{ field: 'from', message: NutritionMessages.planNutrition.dayHasNoMeals }]);
    }
    const kept = meals.filter((m) => !dto.to.includes(m.day));
    const copies = [...dto.to].sort((a, b) => a - b).flatMap((day) => source.map((m) => ({ ...m, day })));
    if (kept.length + copies.length > MEALS_PER_PLAN_MAX) throw ApiException.badRequest(Messages.plans.tooManyMeals, ErrorCode.ValidationFailed, [{ field: 'to', message: Messages.plans.tooManyMeals }]);
    return this.write(caller, current, { meals: [...kept, ...copies].sort((a, b) => a.day - b.day).map(toEntry) });
  }

  /** A plan the caller may read, as stored, with its client: for the PDF and for saving it as a template. */
  async readable(caller: SessionUser, id: string): Promise<PopulatedPlan> {
    const doc = await this.findVisible(caller, id);
    this.audit.record(caller, 'read', 'plan', [String(doc.client!._id)], id);
    return doc;
  }

  private async write(caller: SessionUser, current: PopulatedPlan, set: Partial<NutritionPlan>): Promise<PlanView> {
    const id = String(current._id);
    await this.plans.updateOne({ _id: current._id }, { $set: set }, { runValidators: true });
    this.audit.record(caller, 'update', 'plan', [String(current.client!._id)], id);
    // Which fields changed, not their values: a plan's content is health information.
    if (caller.role !== 'client') await this.notifications.planChanged(`plan-updated:${id}:${Date.now()}`, String(current.client!._id), caller.id, false);
    await this.webhooks.emit('plan.updated', { planId: id, clientId: String(current.client!._id), changed: Object.keys(set) }, { link: `/api/nutritionPlans/${id}`, orderKey: `plan:${id}` });
    return toPlanView(await this.findVisible(caller, id));
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const current = await this.findChangeable(caller, id);
    await this.plans.deleteOne({ _id: current._id });
    this.audit.record(caller, 'delete', 'plan', [String(current.client!._id)], id);
  }

  /** The nutritionist of the client's first plan (progress records name them, spec section 6). */
  async firstNutritionistOf(clientId: string): Promise<Types.ObjectId | null> {
    const first = await this.plans.findOne({ client: new Types.ObjectId(clientId) }, { nutritionist: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
    return first?.nutritionist ?? null;
  }

  private async templateFor(id: string): Promise<PlanTemplate> {
    const template = await this.templates.findById(id).lean<PlanTemplate>();
    if (!template) {
      throw ApiException.badRequest(NutritionMessages.planNutrition.templateNotFound, ErrorCode.PlanTemplateNotFound, [{ field: 'template', message: NutritionMessages.planNutrition.templateNotFound }]);
    }
    return template;
  }

  /** A plan the caller may read (others get 404, as if it did not exist). */
  private async findVisible(caller: SessionUser, id: string): Promise<PopulatedPlan> {
    const doc = await this.plans.findById(id).lean<PopulatedPlan>();
    if (doc) await this.directory.populate(withAuthor([doc]), PEOPLE);
    if (!doc || !doc.client) throw notFound();
    await this.policy.assertCanRead(caller, String(doc.client._id), notFound);
    return doc;
  }

  /** A plan the caller may change: readable (else 404) and theirs to change (else 403). */
  private async findChangeable(caller: SessionUser, id: string): Promise<PopulatedPlan> {
    const doc = await this.findVisible(caller, id);
    await this.policy.assertCanChange(caller, 'plan', ownership(doc), notFound);
    return doc;
  }

  private async page(caller: SessionUser, filter: QueryFilter<NutritionPlan>, query: { page?: number; limit?: number }): Promise<Paged<PlanView>> {
    const { page, limit, skip } = pageOf(query);
    const read = () =>
      findPage(
        skip,
        limit,
        () => this.plans.find(filter).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<PopulatedPlan[]>(),
        () => this.plans.countDocuments(filter),
      );
    // A client's pages hold only their own plans (the scope is in the filter), so their version covers them.
    const [kept, total] = caller.role === 'client' ? await this.keptClientPages.get(this.plans.db, caller.id, JSON.stringify([caller.id, filter, skip, limit]), read) : await read();
    // Names are filled into copies: what is kept stays as read.
    const docs = kept.map((d) => ({ ...d }));
    const data = (await this.directory.populate(withAuthor(docs), PEOPLE)).map(toPlanView);
    this.audit.record(caller, 'read', 'plan', data.map((p) => p.client._id));
    return { data, page, limit, total };
  }
}

function assertDates(startDate: string, endDate: string | undefined): void {
  if (endDate && endDate < startDate) throw ApiException.badRequest(Messages.plans.endBeforeStart, ErrorCode.PlanEndBeforeStart);
}
