import {
  type Allergen,
  allergensHit,
  CORE_NUTRIENTS,
  type CoreNutrient,
  type Diet,
  dietAllows,
  type FoodSummary,
  macroSplit,
  type MacroSplit,
  nutrientsFor,
  type Nutrients,
  sumNutrients,
  ZERO_NUTRIENTS,
} from '@clinic/contracts';
import type { ItemValue, MealValue } from './plan-values';

/** Foods by id, as far as the editor has read them (search results and the foods a loaded plan names). */
export type FoodCatalogue = ReadonlyMap<string, FoodSummary>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The grams an item means: as typed, or its measure's count times the measure's grams (one decimal, as the server). */
export function itemGrams(item: ItemValue, food: FoodSummary | undefined): number | null {
  if (item.measure?.name) {
    const measure = food?.measures.find((m) => m.name === item.measure!.name);
    if (!measure || item.measure.count == null) return item.stored && !food ? item.stored.grams : null;
    return round1(item.measure.count * measure.grams);
  }
  return item.grams ?? null;
}

/** What an item gives: from its food's values per 100 g, or what the server stored while the food is not read yet. */
export function itemNutrients(item: ItemValue, food: FoodSummary | undefined): Nutrients {
  const grams = itemGrams(item, food);
  if (food && grams != null) return nutrientsFor(food.per100g, grams);
  if (item.stored && (grams == null || grams === item.stored.grams)) return item.stored.nutrients;
  return ZERO_NUTRIENTS;
}

/** A meal's totals: its items' sum, or only the typed energy without items (as the server stores it). */
export function mealNutrients(meal: MealValue, foods: FoodCatalogue): Nutrients {
  const items = meal.items ?? [];
  if (items.length === 0) return { ...ZERO_NUTRIENTS, energyKcal: meal.calories ?? 0 };
  return sumNutrients(items.map((i) => itemNutrients(i, foods.get(i.food))));
}

export interface DayTotalsPreview {
  nutrients: Nutrients;
  split: MacroSplit;
  /** Meals whose calories are typed, without items: their macros are unknown. */
  typedMeals: number;
}

export function dayTotals(meals: readonly MealValue[], day: number, foods: FoodCatalogue): DayTotalsPreview {
  const ofDay = meals.filter((m) => (m.day ?? 1) === day);
  const nutrients = sumNutrients(ofDay.map((m) => mealNutrients(m, foods)));
  return { nutrients, split: macroSplit(nutrients), typedMeals: ofDay.filter((m) => (m.items ?? []).length === 0 && (m.calories ?? 0) > 0).length };
}

export interface TargetRow {
  nutrient: CoreNutrient;
  value: number;
  target: number;
  /** Percent of the target reached, whole. */
  percent: number;
}

/** The day against the client's target, nutrient by nutrient (those with a target above 0). */
export const targetRows = (day: Nutrients, target: Nutrients): TargetRow[] =>
  CORE_NUTRIENTS.filter((n) => target[n] > 0).map((nutrient) => ({
    nutrient,
    value: day[nutrient],
    target: target[nutrient],
    percent: Math.round((day[nutrient] / target[nutrient]) * 100),
  }));

export type ItemWarning = { kind: 'diet'; food: string; diet: Diet } | { kind: 'allergy'; food: string; allergens: Allergen[] };

/** Items that the client's diet does not allow or that carry their allergens, once each food. */
export function itemWarnings(meals: readonly MealValue[], foods: FoodCatalogue, profile: { diet: Diet | null; allergies: readonly Allergen[] }): ItemWarning[] {
  const warnings: ItemWarning[] = [];
  const seen = new Set<string>();
  for (const item of meals.flatMap((m) => m.items ?? [])) {
    const food = foods.get(item.food);
    if (!food || seen.has(item.food)) continue;
    seen.add(item.food);
    if (profile.diet && !dietAllows(profile.diet, food)) warnings.push({ kind: 'diet', food: food.name, diet: profile.diet });
    const hit = allergensHit(profile.allergies, food);
    if (hit.length > 0) warnings.push({ kind: 'allergy', food: food.name, allergens: hit });
  }
  return warnings;
}
