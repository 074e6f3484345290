import { type AmountRequest, type DayTotals, type FoodAmount, type Nutrients, ZERO_NUTRIENTS } from './nutrition';
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
  /** kcal; 0 when not given. With items, computed on the server from them. */
  calories: number;
  /** Which day of the plan's cycle (1 to 7); 1 when not given. */
  day: number;
  /** Foods with amounts (issue 59); empty for a meal described in words. */
  items: FoodAmount[];
  /** The meal's totals: from its items, or only the typed energy without them. */
  nutrients: Nutrients;
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
  /** Totals of each day of the cycle (issue 59). */
  days: DayTotals[];
  attachments: string[];
  createdAt: string;
}

/** A meal as sent: calories may be left out (0), and are computed when it has items. */
export type MealRequest = Pick<Meal, 'mealTime' | 'description'> & { calories?: number; day?: number; items?: AmountRequest[] };

export interface PlanRequest {
  client: string;
  title: string;
  description?: string;
  startDate: string;
  endDate?: string;
  meals?: MealRequest[];
  attachments?: string[];
  /** Start from this template: its meals (and description) when the request has none. */
  template?: string;
}

/** A new meal starts as breakfast with 0 calories (spec section 4). */
export const NEW_MEAL: Meal = { mealTime: 'breakfast', description: '', calories: 0, day: 1, items: [], nutrients: ZERO_NUTRIENTS };

/** Meals grouped by meal time in the day's order, with each group's and the day's calories. */
export function groupMeals<M extends Pick<Meal, 'mealTime' | 'calories'>>(meals: readonly M[]) {
  const groups = MEAL_TIMES.map((mealTime) => {
    const items = meals.filter((m) => m.mealTime === mealTime);
    return { mealTime, items, calories: items.reduce((sum, m) => sum + (m.calories || 0), 0) };
  }).filter((g) => g.items.length > 0);
  return { groups, totalCalories: groups.reduce((sum, g) => sum + g.calories, 0) };
}
