import type { FoodAmount, Meal, MealTime, NutritionPlan, Nutrients } from '@clinic/contracts';
import { planCycleLength, planDayOn, sumNutrients, ZERO_NUTRIENTS } from '@clinic/contracts';

/** `date` moved by `days` (both YYYY-MM-DD, calendar days). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

type PlanLike = Pick<NutritionPlan, '_id' | 'startDate' | 'endDate' | 'createdAt'> & { meals: readonly Meal[] };

/** The plan a date falls in (start ≤ date ≤ end, or open-ended); the newest when several do, as the server counts it. */
export function activePlanOn<P extends PlanLike>(plans: readonly P[], date: string): P | null {
  const active = plans.filter((p) => p.startDate <= date && (!p.endDate || date <= p.endDate));
  return active.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** What the plan has at one meal time on a date (its cycle day's meals), as the diary shows it before the server has it. */
export function plannedMeal(plan: PlanLike, date: string, mealTime: MealTime): { items: FoodAmount[]; nutrients: Nutrients } | null {
  const day = planDayOn(plan.startDate, date, planCycleLength(plan.meals));
  const meals = plan.meals.filter((m) => (m.day ?? 1) === day && m.mealTime === mealTime);
  if (meals.length === 0) return null;
  return {
    items: meals.flatMap((m) => m.items ?? []),
    nutrients: sumNutrients(meals.map((m) => m.nutrients ?? { ...ZERO_NUTRIENTS, energyKcal: m.calories || 0 })),
  };
}
