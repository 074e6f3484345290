import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ErrorCode, Messages, NutritionMessages, type Paged, type PlanTemplate as TemplateView } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import type { PagingQueryDto } from '../../common/dto/paging.dto';
import { findPage, pageOf } from '../../common/dto/paging.dto';
import { ApiException } from '../../common/errors/api.exception';
import { FoodUsage } from '../foods/foods.usage';
import { dayTotals, foodsIn, MealResolver, toEntry } from '../nutrition-plans/nutrition-plans.meals';
import { NutritionPlansService } from '../nutrition-plans/nutrition-plans.service';
import { storedMealOf } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { UserDirectory } from '../users/user-directory';
import { type PopulatedUser, toUserRef } from '../users/user-ref';
import type { CreatePlanTemplateDto, UpdatePlanTemplateDto } from './dto/plan-template.dto';
import { PlanTemplate } from './schemas/plan-template.schema';

type TemplateDoc = Omit<PlanTemplate, 'createdBy'> & { _id: Types.ObjectId; createdBy: Types.ObjectId };
type PopulatedTemplate = Omit<TemplateDoc, 'createdBy'> & { createdBy: PopulatedUser };

const notFound = () => ApiException.notFound(NutritionMessages.planNutrition.templateNotFound, ErrorCode.PlanTemplateNotFound);
const invalid = (field: string, message: string) => ApiException.badRequest(message, ErrorCode.ValidationFailed, [{ field, message }]);

/** The only way a template leaves the API. */
function toTemplateView(doc: PopulatedTemplate): TemplateView {
  const meals = doc.meals.map(storedMealOf);
  return {
    _id: String(doc._id),
    title: doc.title,
    description: doc.description ?? '',
    meals,
    days: dayTotals(meals),
    createdBy: toUserRef(doc.createdBy),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** Plans kept for reuse, shared by the clinic's practitioners; they hold no client's data. */
@Injectable()
export class PlanTemplatesService {
  constructor(
    @InjectModel(PlanTemplate.name) private readonly templates: Model<PlanTemplate>,
    private readonly plans: NutritionPlansService,
    private readonly meals: MealResolver,
    private readonly directory: UserDirectory,
    usage: FoodUsage,
  ) {
    usage.register('plan templates', async (food) => (await this.templates.exists({ 'meals.items.food': food })) !== null);
  }

  async list(query: PagingQueryDto): Promise<Paged<TemplateView>> {
    const { page, limit, skip } = pageOf(query);
    const [docs, total] = await findPage(
      skip,
      limit,
      () => this.templates.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<TemplateDoc[]>(),
      () => this.templates.countDocuments(),
    );
    return { data: (await this.populate(docs)).map(toTemplateView), page, limit, total };
  }

  async get(id: string): Promise<TemplateView> {
    return toTemplateView((await this.populate([await this.find(id)]))[0]);
  }

  async create(caller: SessionUser, dto: CreatePlanTemplateDto): Promise<TemplateView> {
    if ((dto.fromPlan === undefined) === (dto.meals === undefined)) throw invalid(dto.fromPlan ? 'meals' : 'fromPlan', NutritionMessages.planNutrition.templateSource);
    let fields: Pick<PlanTemplate, 'title' | 'description' | 'meals'>;
    if (dto.fromPlan) {
      const plan = await this.plans.readable(caller, dto.fromPlan).catch((error: unknown) => {
        if (error instanceof ApiException && error.statusCode === 404) throw invalid('fromPlan', NutritionMessages.planNutrition.planToCopyNotFound);
        throw error;
      });
      // Meals as stored, values included: the template is what the plan was.
      fields = { title: dto.title ?? plan.title, description: dto.description ?? plan.description ?? '', meals: plan.meals.map(storedMealOf).map(toEntry) };
    } else {
      if (dto.title === undefined) throw invalid('title', Messages.plans.titleRequired);
      fields = { title: dto.title, description: dto.description ?? '', meals: (await this.meals.resolve(dto.meals ?? [])).map(toEntry) };
    }
    const created = await this.templates.create({ ...fields, createdBy: new Types.ObjectId(caller.id) });
    return this.get(String(created._id));
  }

  async update(caller: SessionUser, id: string, dto: UpdatePlanTemplateDto): Promise<TemplateView> {
    const current = await this.findChangeable(caller, id);
    const set: Partial<PlanTemplate> = {};
    if (dto.title !== undefined) set.title = dto.title;
    if (dto.description !== undefined) set.description = dto.description;
    if (dto.meals !== undefined) set.meals = (await this.meals.resolve(dto.meals, foodsIn(current.meals))).map(toEntry);
    await this.templates.updateOne({ _id: current._id }, { $set: set }, { runValidators: true });
    return this.get(id);
  }

  async remove(caller: SessionUser, id: string): Promise<void> {
    const current = await this.findChangeable(caller, id);
    await this.templates.deleteOne({ _id: current._id });
  }

  private async find(id: string): Promise<TemplateDoc> {
    const doc = await this.templates.findById(id).lean<TemplateDoc>();
    if (!doc) throw notFound();
    return doc;
  }

  private async findChangeable(caller: SessionUser, id: string): Promise<TemplateDoc> {
    const doc = await this.find(id);
    if (caller.role !== 'admin' && String(doc.createdBy) !== caller.id) throw ApiException.forbidden(Messages.care.notTheAuthor, ErrorCode.NotTheAuthor);
    return doc;
  }

  private populate(docs: TemplateDoc[]): Promise<PopulatedTemplate[]> {
    return this.directory.populate(docs.map((d) => ({ ...d })) as unknown as PopulatedTemplate[], ['createdBy']);
  }
}
