import { CORE_NUTRIENTS, type Food as FoodView, type FoodNutrients, type FoodSummary, MICRONUTRIENTS } from '@clinic/contracts';
import type { FoodDoc } from './foods.amounts';

function per100gView(stored: FoodNutrients): FoodNutrients {
  const out = {} as FoodNutrients;
  for (const key of CORE_NUTRIENTS) out[key] = stored?.[key] ?? 0;
  for (const key of MICRONUTRIENTS) if (typeof stored?.[key] === 'number') out[key] = stored[key];
  return out;
}

/** A food in a list or search. */
export function toFoodSummary(doc: FoodDoc): FoodSummary {
  return {
    _id: String(doc._id),
    kind: doc.kind,
    source: doc.source,
    code: doc.code ?? '',
    name: doc.name,
    hindiName: doc.hindiName ?? '',
    group: doc.group,
    diet: doc.diet,
    jain: doc.jain ?? false,
    allergens: doc.allergens ?? [],
    per100g: per100gView(doc.per100g),
    measures: (doc.measures ?? []).map(({ name, grams }) => ({ name, grams })),
    retired: doc.retired ?? false,
  };
}

/** The only way a food leaves the API whole. */
export function toFoodView(doc: FoodDoc): FoodView {
  return {
    ...toFoodSummary(doc),
    otherNames: doc.otherNames ?? [],
    ...(doc.recipe
      ? {
          recipe: {
            ingredients: doc.recipe.ingredients.map(({ food, name, grams }) => ({ food: String(food), name, grams })),
            cookedYieldGrams: doc.recipe.cookedYieldGrams,
            servings: doc.recipe.servings,
          },
        }
      : {}),
  };
}
