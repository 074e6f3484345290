import type { UserRef } from './users';

export const MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealTime = (typeof MEAL_TIMES)[number];
export const MEAL_TIME_LABELS: Record<MealTime, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

export const PLAN_TITLE_MAX_LENGTH = 200;
export const PLAN_DESCRIPTION_MAX_LENGTH = 5000;
export const MEAL_DESCRIPTION_MAX_LENGTH = 500;
export const MEALS_PER_PLAN_MAX = 60;
export const ATTACHMENTS_PER_PLAN_MAX = 20;
export const ATTACHMENT_URL_MAX_LENGTH = 2000;
export const CALORIES_MAX = 10_000;

export interface Meal {
  mealTime: MealTime;
  description: string;
  /** kcal; 0 when not given. */
  calories: number;
}

export interface NutritionPlan {
  _id: string;
  client: UserRef;
  /** The client's nutritionist for this plan (the practitioner who wrote it). */
  nutritionist: UserRef;
  /** Who wrote it; shown as the author. */
  enteredBy: UserRef;
  title: string;
  description: string;
  startDate: string;
  /** Empty string when open-ended. */
  endDate: string;
  meals: Meal[];
  attachments: string[];
  createdAt: string;
}

/** A meal as sent: calories may be left out (0). */
export type MealRequest = Omit<Meal, 'calories'> & { calories?: number };

export interface PlanRequest {
  client: string;
  title: string;
  description?: string;
  startDate: string;
  endDate?: string;
  meals?: MealRequest[];
  attachments?: string[];
}

/** A new meal starts as breakfast with 0 calories (spec section 4). */
export const NEW_MEAL: Meal = { mealTime: 'breakfast', description: '', calories: 0 };

/** Meals grouped by meal time in the day's order, with each group's and the day's calories. */
export function groupMeals(meals: readonly Meal[]) {
  const groups = MEAL_TIMES.map((mealTime) => {
    const items = meals.filter((m) => m.mealTime === mealTime);
    return { mealTime, items, calories: items.reduce((sum, m) => sum + (m.calories || 0), 0) };
  }).filter((g) => g.items.length > 0);
  return { groups, totalCalories: groups.reduce((sum, g) => sum + g.calories, 0) };
}
