import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, isValidObjectId, Model, Types } from 'mongoose';
import {
  type AmountRequest,
  ErrorCode,
  type FieldError,
  type Food as FoodView,
  FOOD_DIET_CLASSES,
  FOOD_SEARCH_LIMIT_MAX,
  type FoodAmount,
  type FoodDietClass,
  type FoodSummary,
  type HouseholdMeasure,
  NutritionMessages,
  recipePer100g,
} from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ApiException } from '../../common/errors/api.exception';
import { currentVersion, renewVersions } from '../../database/versions';
import { op } from '../../database/trusted';
import { checkAmounts, type FoodDoc } from './foods.amounts';
import { toFoodSummary, toFoodView } from './foods.mapper';
import { FoodSearchIndex } from './foods.search';
import { FoodUsage } from './foods.usage';
import type { CreateFoodDto, ListFoodsQueryDto, UpdateFoodDto } from './dto/food.dto';
import { Food, FOOD_VERSIONS, FOODS_VERSION_KEY } from './schemas/food.schema';

const SEARCH_LIMIT_DEFAULT = 20;
const round1 = (n: number) => Math.round(n * 10) / 10;
const isId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id) && isValidObjectId(id);
const invalid = (errors: FieldError[], code: string = ErrorCode.ValidationFailed) => ApiException.badRequest(errors[0].message, code, errors);
/** Equal as JSON whatever the order of object keys (a client may send them in any order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const strictest = (diets: FoodDietClass[]): FoodDietClass => FOOD_DIET_CLASSES[Math.max(0, ...diets.map((d) => FOOD_DIET_CLASSES.indexOf(d)))];

/** Fields a table food keeps as the table gives them. */
const TABLE_FIELDS = ['name', 'group', 'diet', 'jain', 'allergens', 'per100g', 'recipe'] as const;

@Injectable()
export class FoodsService {
  private kept?: { version: string; index: FoodSearchIndex };
  private building?: Promise<{ version: string; index: FoodSearchIndex }>;
  private versionRead?: Promise<string>;

  constructor(
    @InjectModel(Food.name) private readonly foods: Model<Food>,
    @InjectConnection() private readonly connection: Connection,
    private readonly usage: FoodUsage,
  ) {
    usage.register('recipes', async (foodId) => (await this.foods.exists({ 'recipe.ingredients.food': foodId })) !== null);
  }

  /**
   * Amounts of foods as a plan, a template, a diary entry or a recipe stores them: each checked
   * (the food exists and is offered, grams or a measure of it within bounds) and given its grams
   * and nutrients. A food in `keepRetired` may be retired: an amount saved before it was.
   */
  async resolveAmounts(amounts: AmountRequest[], options: { field: string; keepRetired?: ReadonlySet<string> }): Promise<FoodAmount[]> {
    return (await this.resolveWithFoods(amounts, options)).amounts;
  }

  private async resolveWithFoods(amounts: AmountRequest[], options: { field: string; keepRetired?: ReadonlySet<string> }) {
    const ids = [...new Set(amounts.map((a) => a?.food).filter(isId))];
    const docs = ids.length ? await this.foods.find({ _id: op({ $in: ids.map((id) => new Types.ObjectId(id)) }) }).lean<FoodDoc[]>() : [];
    const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
    const { amounts: resolved, errors } = checkAmounts(amounts, byId, options.field, options.keepRetired);
    if (errors.length) throw invalid(errors);
    return { amounts: resolved, foods: byId };
  }

  async search(query: ListFoodsQueryDto): Promise<{ data: FoodSummary[]; page: number; limit: number; total: number }> {
    const page = query.page ?? 1;
    const limit = Math.min(query.limit ?? SEARCH_LIMIT_DEFAULT, FOOD_SEARCH_LIMIT_MAX);
    const index = await this.searchIndex();
    const found = index.search(query.search ?? '', query);
    return { data: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length };
  }

  async get(id: string): Promise<FoodView> {
    return toFoodView(await this.find(id));
  }

  async create(user: SessionUser, dto: CreateFoodDto): Promise<FoodView> {
    const _id = new Types.ObjectId();
    const errors = measureErrors(dto.measures);
    if (dto.recipe && dto.per100g) errors.push({ field: 'per100g', message: NutritionMessages.foods.recipeFieldsComputed });
    if (!dto.recipe && !dto.per100g) errors.push({ field: 'per100g', message: NutritionMessages.foods.per100gRequired });
    if (errors.length) throw invalid(errors);
    const base = {
      _id,
      key: `clinic:${_id}`,
      source: 'clinic' as const,
      code: '',
      name: dto.name,
      hindiName: dto.hindiName ?? '',
      otherNames: [],
      createdBy: new Types.ObjectId(user.id),
      retired: false,
    };
    const fields = dto.recipe
      ? await this.recipeFields(dto, _id)
      : {
          kind: 'food' as const,
          group: dto.group ?? 'K',
          diet: dto.diet ?? 'vegetarian',
          jain: dto.jain ?? false,
          allergens: [...new Set(dto.allergens ?? [])],
          per100g: { ...dto.per100g! },
          measures: dto.measures ?? [],
        };
    await this.foods.create({ ...base, ...fields });
    await this.foodsChanged();
    return this.get(String(_id));
  }

  async update(id: string, dto: UpdateFoodDto): Promise<FoodView> {
    const doc = await this.find(id);
    const errors = measureErrors(dto.measures);
    if (errors.length) throw invalid(errors);
    const measures = dto.measures ? { measures: dto.measures, measuresEdited: true } : {};
    if (doc.source === 'ifct2017') {
      const current = toFoodView(doc) as unknown as Record<string, unknown>;
      const changed = TABLE_FIELDS.filter((field) => dto[field] !== undefined && canonical(dto[field]) !== canonical(current[field]));
      if (changed.length) {
        throw invalid(changed.map((field) => ({ field, message: NutritionMessages.foods.tableFoodReadOnly })), ErrorCode.FoodTableReadOnly);
      }
      await this.foods.updateOne({ _id: doc._id }, { $set: { ...(dto.hindiName !== undefined ? { hindiName: dto.hindiName } : {}), ...measures } });
    } else if (doc.kind === 'recipe') {
      if (dto.per100g && canonical(dto.per100g) !== canonical(toFoodView(doc).per100g)) {
        throw invalid([{ field: 'per100g', message: NutritionMessages.foods.recipeFieldsComputed }]);
      }
      const recipe = dto.recipe ?? {
        ingredients: doc.recipe!.ingredients.map((i) => ({ food: String(i.food), grams: i.grams })),
        cookedYieldGrams: doc.recipe!.cookedYieldGrams,
        servings: doc.recipe!.servings,
      };
      const keepRetired = new Set(doc.recipe!.ingredients.map((i) => String(i.food)));
      const fields = await this.recipeFields(
        { group: dto.group ?? doc.group, diet: dto.diet, jain: dto.jain, allergens: dto.allergens, measures: dto.measures ?? doc.measures, recipe },
        doc._id,
        keepRetired,
      );
      await this.foods.updateOne({ _id: doc._id }, { $set: { ...fields, ...this.names(dto), ...measures } });
    } else {
      if (dto.recipe) throw invalid([{ field: 'recipe', message: NutritionMessages.foods.notARecipe }]);
      const set = {
        ...this.names(dto),
        ...(dto.group !== undefined ? { group: dto.group } : {}),
        ...(dto.diet !== undefined ? { diet: dto.diet } : {}),
        ...(dto.jain !== undefined ? { jain: dto.jain } : {}),
        ...(dto.allergens !== undefined ? { allergens: [...new Set(dto.allergens)] } : {}),
        ...(dto.per100g !== undefined ? { per100g: { ...dto.per100g } } : {}),
        ...measures,
      };
      await this.foods.updateOne({ _id: doc._id }, { $set: set });
    }
    await this.foodsChanged();
    return this.get(id);
  }

  /** Removes a food nothing names; retires one in use, so plans, diaries and recipes keep their numbers. */
  async remove(id: string): Promise<{ message: string; retired: boolean }> {
    const doc = await this.find(id);
    if (doc.source === 'ifct2017') throw ApiException.conflict(NutritionMessages.foods.tableFoodNotDeletable, ErrorCode.FoodTableNotDeletable);
    const inUse = await this.usage.inUse(doc._id);
    if (inUse) await this.foods.updateOne({ _id: doc._id }, { $set: { retired: true } });
    else await this.foods.deleteOne({ _id: doc._id });
    await this.foodsChanged();
    return inUse ? { message: NutritionMessages.foods.retiredInstead, retired: true } : { message: NutritionMessages.foods.deleted, retired: false };
  }

  /** Every instance's search index is stale now; this one's is dropped at once. */
  async foodsChanged(): Promise<void> {
    this.kept = undefined;
    await renewVersions(this.connection, FOOD_VERSIONS, [FOODS_VERSION_KEY]);
  }

  private async find(id: string): Promise<FoodDoc> {
    const doc = isId(id) ? await this.foods.findById(id).lean<FoodDoc>() : null;
    if (!doc) throw ApiException.notFound(NutritionMessages.foods.notFound, ErrorCode.FoodNotFound);
    return doc;
  }

  private names(dto: UpdateFoodDto) {
    return { ...(dto.name !== undefined ? { name: dto.name } : {}), ...(dto.hindiName !== undefined ? { hindiName: dto.hindiName } : {}) };
  }

  /**
   * A recipe's stored fields: its ingredients checked and weighed, its values per 100 g of the
   * cooked dish, the strictest diet and every allergen of what goes in, and a `serving` measure.
   */
  private async recipeFields(dto: Pick<CreateFoodDto, 'group' | 'diet' | 'jain' | 'allergens' | 'measures'> & { recipe?: CreateFoodDto['recipe'] }, self: Types.ObjectId, keepRetired?: ReadonlySet<string>) {
    const recipe = dto.recipe!;
    // A recipe cannot be its own ingredient.
    const selfErrors: FieldError[] = recipe.ingredients.flatMap((ingredient, index) =>
      ingredient.food === String(self) ? [{ field: `recipe.ingredients.${index}.food`, message: NutritionMessages.foods.invalidFood }] : [],
    );
    if (selfErrors.length) throw invalid(selfErrors);
    const { amounts, foods } = await this.resolveWithFoods(recipe.ingredients, { field: 'recipe.ingredients', keepRetired });
    const used = amounts.map((amount) => foods.get(amount.food)!);
    const per100g = recipePer100g(
      amounts.map((amount) => ({ per100g: foods.get(amount.food)!.per100g, grams: amount.grams })),
      recipe.cookedYieldGrams,
    );
    const serving: HouseholdMeasure = { name: 'serving', grams: round1(recipe.cookedYieldGrams / recipe.servings) };
    return {
      kind: 'recipe' as const,
      group: dto.group ?? 'U',
      diet: strictest([...used.map((f) => f.diet), ...(dto.diet ? [dto.diet] : [])]),
      jain: (dto.jain ?? true) && used.every((f) => f.jain),
      allergens: [...new Set([...used.flatMap((f) => f.allergens), ...(dto.allergens ?? [])])].sort(),
      per100g,
      measures: [...(dto.measures ?? []).filter((m) => m.name !== 'serving').map(({ name, grams }) => ({ name, grams })), serving],
      recipe: {
        ingredients: amounts.map((amount) => ({ food: new Types.ObjectId(amount.food), name: amount.name, grams: amount.grams })),
        cookedYieldGrams: recipe.cookedYieldGrams,
        servings: recipe.servings,
      },
    };
  }

  /** The offered foods' index, rebuilt when any instance changed a food (one read of the version). */
  private async searchIndex(): Promise<FoodSearchIndex> {
    // Searches arriving while the version is being read share that read: a phone types fast.
    this.versionRead ??= currentVersion(this.connection, FOOD_VERSIONS, FOODS_VERSION_KEY).finally(() => (this.versionRead = undefined));
    const version = await this.versionRead;
    if (this.kept?.version === version) return this.kept.index;
    // The version is read before the foods, so a write during the load makes the next search rebuild.
    this.building ??= (async () => {
      const docs = await this.foods.find({ retired: false }).lean<FoodDoc[]>();
      return { version, index: new FoodSearchIndex(docs.map((doc) => ({ ...toFoodSummary(doc), otherNames: doc.otherNames ?? [] }))) };
    })().finally(() => (this.building = undefined));
    const built = await this.building;
    this.kept = built;
    return built.index;
  }
}

function measureErrors(measures: readonly HouseholdMeasure[] | undefined): FieldError[] {
  if (!measures) return [];
  const names = measures.map((m) => m.name.toLowerCase());
  return names.some((name, i) => names.indexOf(name) !== i) ? [{ field: 'measures', message: NutritionMessages.foods.duplicateMeasure }] : [];
}
