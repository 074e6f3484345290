import type { Dayjs } from 'dayjs';
import type { FoodAmount, Meal, MealRequest, MealTime, Nutrients } from '@clinic/contracts';
import { dayjsToDate } from '@clinic/ui';

/** A food in a meal as the form holds it: grams, or a count of one of the food's household measures. */
export interface ItemValue {
  food: string;
  name: string;
  hindiName: string;
  grams?: number | null;
  measure?: { name: string; count: number | null } | null;
  /** The values the server stored with the item (a saved plan or a template), until the amount changes. */
  stored?: { grams: number; nutrients: Nutrients };
}

export interface MealValue {
  day: number;
  mealTime: MealTime;
  description: string;
  calories?: number | null;
  items: ItemValue[];
}

export interface PlanFormValues {
  client?: string;
  title: string;
  description?: string;
  startDate?: Dayjs;
  endDate?: Dayjs | null;
  meals: MealValue[];
  attachments: string[];
}

export const newMeal = (day: number): MealValue => ({ day, mealTime: 'breakfast', description: '', calories: 0, items: [] });

const toItemValue = (item: FoodAmount): ItemValue => ({
  food: item.food,
  name: item.name,
  hindiName: item.hindiName,
  grams: item.measure ? null : item.grams,
  measure: item.measure ?? null,
  stored: { grams: item.grams, nutrients: item.nutrients },
});

/** A saved plan's or template's meals as the form edits them. */
export const toMealValues = (meals: readonly Pick<Meal, 'mealTime' | 'description' | 'calories' | 'day' | 'items'>[]): MealValue[] =>
  meals.map((m) => ({ day: m.day ?? 1, mealTime: m.mealTime, description: m.description, calories: m.calories, items: (m.items ?? []).map(toItemValue) }));

/** A meal as the API wants it: with items their amounts (the server computes the calories), else the typed calories. */
export function toMealRequest(m: MealValue): MealRequest {
  const base = { day: m.day ?? 1, mealTime: m.mealTime, description: m.description.trim() };
  const items = m.items ?? [];
  if (items.length === 0) return { ...base, calories: m.calories ?? 0 };
  return {
    ...base,
    items: items.map((i) => (i.measure?.name ? { food: i.food, measure: { name: i.measure.name, count: i.measure.count ?? 0 } } : { food: i.food, grams: i.grams ?? 0 })),
  };
}

/** Form values as the API wants them (dates as YYYY-MM-DD, blank attachment rows dropped). */
export function toPlanBody(values: PlanFormValues) {
  return {
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    startDate: values.startDate ? dayjsToDate(values.startDate) : '',
    endDate: values.endDate ? dayjsToDate(values.endDate) : '',
    meals: (values.meals ?? []).map(toMealRequest),
    attachments: (values.attachments ?? []).map((a) => a?.trim()).filter(Boolean),
  };
}
