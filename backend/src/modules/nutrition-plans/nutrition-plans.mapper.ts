import type { Types } from 'mongoose';
import type { NutritionPlan as PlanView } from '@clinic/contracts';
import { type PopulatedUser, toUserRef } from '../users/user-ref';
import { dayTotals } from './nutrition-plans.meals';
import { type NutritionPlan, storedMealOf } from './schemas/nutrition-plan.schema';

export const PEOPLE = ['client', 'nutritionist', 'enteredBy'] as const;
export type PopulatedPlan = Omit<NutritionPlan, 'client' | 'nutritionist' | 'enteredBy'> & {
  _id: Types.ObjectId;
  client: PopulatedUser;
  nutritionist: PopulatedUser;
  enteredBy?: PopulatedUser;
};

export { withAuthor } from '../care-team/health-record.policy';

/** The only way a plan leaves the API, in its own routes and in a client's data export. */
export function toPlanView(doc: PopulatedPlan): PlanView {
  const meals = doc.meals.map(storedMealOf);
  return {
    _id: String(doc._id),
    client: toUserRef(doc.client),
    nutritionist: toUserRef(doc.nutritionist),
    enteredBy: toUserRef(doc.enteredBy ?? null),
    title: doc.title,
    description: doc.description ?? '',
    startDate: doc.startDate,
    endDate: doc.endDate ?? '',
    meals,
    days: dayTotals(meals),
    attachments: doc.attachments ?? [],
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}
