import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  type AmountRequest,
  type DayTotals,
  ErrorCode,
  type FoodAmount,
  macroSplit,
  type MealTime,
  NutritionMessages,
  planCycleLength,
  sumNutrients,
  ZERO_NUTRIENTS,
} from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { FoodsService } from '../foods/foods.service';
import type { MealEntry, StoredMeal } from './schemas/nutrition-plan.schema';

const FLAT = 'items';

/** FoodsService's `items.<k>.grams` as `meals.<m>.items.<i>.grams`. */
function renamed(error: ApiException, path: (k: number) => string): ApiException {
  const errors = error.errors!.map((e) => {
    const match = /^items\.(\d+)(.*)$/.exec(e.field);
    return match ? { ...e, field: `${path(Number(match[1]))}${match[2]}` } : e;
  });
  return new ApiException(error.statusCode, error.code, error.message, errors);
}

/** A meal as a plan or template request gives it (after validation). */
export interface MealInput {
  day?: number;
  mealTime: MealTime;
  description: string;
  calories?: number;
  items?: AmountRequest[];
}

/** The totals of each day of a cycle, 1 to its length (a day without meals counts zero). */
export function dayTotals(meals: readonly StoredMeal[]): DayTotals[] {
  const length = planCycleLength(meals);
  return Array.from({ length }, (_, i) => {
    const day = i + 1;
    const ofDay = meals.filter((m) => m.day === day);
    const nutrients = sumNutrients(ofDay.map((m) => m.nutrients));
    return { day, nutrients, split: macroSplit(nutrients), typedMeals: ofDay.filter((m) => m.items.length === 0 && m.calories > 0).length };
  });
}

/** The food ids a list of stored meals names, for `keepRetired`. */
export const foodsIn = (meals: readonly { items?: readonly { food: unknown }[] }[]): Set<string> =>
  new Set(meals.flatMap((m) => (m.items ?? []).map((i) => String(i.food))));

/** A stored meal in the form the database keeps (food ids as ObjectIds). */
export function toEntry(meal: StoredMeal): MealEntry {
  return {
    ...meal,
    items: meal.items.map((i) => ({ ...i, food: new Types.ObjectId(i.food) })),
  } as MealEntry;
}

/**
 * Meals as sent, checked and computed: with items, their grams and nutrients come from the foods and
 * the meal's calories are their rounded energy (a typed number is ignored); without, the typed calories
 * stay and are the meal's only known value.
 */
@Injectable()
export class MealResolver {
  constructor(private readonly foods: FoodsService) {}

  async resolve(meals: readonly MealInput[], keepRetired: ReadonlySet<string> = new Set(), field = 'meals'): Promise<StoredMeal[]> {
    // All the items in one look-up (a plan has up to 60 meals), errors named by meal and item.
    const where: { meal: number; item: number }[] = [];
    const amounts: AmountRequest[] = [];
    meals.forEach((meal, m) =>
      (meal.items ?? []).forEach((a, i) => {
        where.push({ meal: m, item: i });
        // A GET's item carries both its grams and the measure they came from: the measure decides,
        // and grams that disagree with it are refused below rather than silently replaced.
        amounts.push(a.measure ? { food: a.food, measure: a.measure } : a);
      }),
    );
    const path = (k: number) => `${field}.${where[k].meal}.items.${where[k].item}`;
    const resolved = amounts.length === 0 ? [] : await this.foods.resolveAmounts(amounts, { field: FLAT, keepRetired }).catch((error: unknown) => {
      throw error instanceof ApiException && error.errors ? renamed(error, path) : error;
    });
    amounts.forEach((_, k) => {
      const sent = meals[where[k].meal].items![where[k].item];
      if (sent.measure && sent.grams !== undefined && Math.abs(sent.grams - resolved[k].grams) > 0.05) {
        const message = NutritionMessages.planNutrition.gramsOrMeasure;
        throw ApiException.badRequest(message, ErrorCode.ValidationFailed, [{ field: `${path(k)}.grams`, message }]);
      }
    });
    let k = 0;
    return meals.map((meal) => {
      const base = { day: meal.day ?? 1, mealTime: meal.mealTime, description: meal.description };
      const count = meal.items?.length ?? 0;
      if (count === 0) {
        const calories = meal.calories ?? 0;
        return { ...base, calories, items: [], nutrients: { ...ZERO_NUTRIENTS, energyKcal: calories } };
      }
      const items = resolved.slice(k, (k += count));
      const nutrients = sumNutrients(items.map((i: FoodAmount) => i.nutrients));
      return { ...base, calories: Math.round(nutrients.energyKcal), items, nutrients };
    });
  }
}
