import {
  type AmountRequest,
  type FieldError,
  type FoodAmount,
  ITEM_GRAMS,
  MEASURE_COUNT,
  nutrientsFor,
  NutritionMessages,
} from '@clinic/contracts';
import type { Types } from 'mongoose';
import type { Food } from './schemas/food.schema';

export type FoodDoc = Food & { _id: Types.ObjectId };

const round1 = (n: number) => Math.round(n * 10) / 10;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Checks amounts against the foods they name (found by id in `foods`) and gives each its grams and
 * nutrients, or the errors, each named `${field}.${index}.food|grams|measure`. Pure, so a recipe's
 * ingredients and a meal's items are checked by the same rules.
 */
export function checkAmounts(
  amounts: readonly AmountRequest[],
  foods: ReadonlyMap<string, FoodDoc>,
  field: string,
  keepRetired: ReadonlySet<string> = new Set(),
): { amounts: FoodAmount[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const out: FoodAmount[] = [];
  amounts.forEach((amount, index) => {
    const at = (part: string, message: string) => errors.push({ field: `${field}.${index}.${part}`, message });
    const food = typeof amount?.food === 'string' ? foods.get(amount.food) : undefined;
    if (!food) return at('food', NutritionMessages.foods.invalidFood);
    if (food.retired && !keepRetired.has(String(food._id))) return at('food', NutritionMessages.foods.retired);
    const hasGrams = amount.grams !== undefined && amount.grams !== null;
    const hasMeasure = amount.measure !== undefined && amount.measure !== null;
    if (hasGrams === hasMeasure) return at('grams', NutritionMessages.foods.amountOneOf);
    let grams: number;
    let measure: FoodAmount['measure'];
    if (hasGrams) {
      if (!isNumber(amount.grams) || amount.grams < ITEM_GRAMS.min || amount.grams > ITEM_GRAMS.max) {
        return at('grams', NutritionMessages.foods.gramsOutOfRange(ITEM_GRAMS.min, ITEM_GRAMS.max));
      }
      grams = round1(amount.grams);
    } else {
      const { name, count } = amount.measure ?? ({} as { name?: unknown; count?: unknown });
      const found = typeof name === 'string' ? food.measures.find((m) => m.name === name) : undefined;
      if (!found) return at('measure', NutritionMessages.foods.unknownMeasure(String(name ?? '')));
      if (!isNumber(count) || count < MEASURE_COUNT.min || count > MEASURE_COUNT.max) {
        return at('measure', NutritionMessages.foods.measureCountOutOfRange(MEASURE_COUNT.min, MEASURE_COUNT.max));
      }
      grams = round1(count * found.grams);
      if (grams < ITEM_GRAMS.min || grams > ITEM_GRAMS.max) return at('measure', NutritionMessages.foods.gramsOutOfRange(ITEM_GRAMS.min, ITEM_GRAMS.max));
      measure = { name: found.name, count };
    }
    out.push({
      food: String(food._id),
      name: food.name,
      hindiName: food.hindiName ?? '',
      grams,
      ...(measure ? { measure } : {}),
      nutrients: nutrientsFor(food.per100g, grams),
    });
  });
  return { amounts: out, errors };
}
