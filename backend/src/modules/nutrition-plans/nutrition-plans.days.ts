import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { planCycleLength, planDayOn } from '@clinic/contracts';
import { op } from '../../database/trusted';
import { type MealEntry, NutritionPlan, type StoredMeal, storedMealOf } from './schemas/nutrition-plan.schema';

export type { StoredMeal };

export interface PlannedDay {
  planId: string;
  meals: StoredMeal[];
}

/** Plans looked at for a range of dates: a client has a handful at a time. */
const PLANS_SCANNED = 50;

type PlanDoc = { _id: Types.ObjectId; startDate: string; endDate?: string; meals?: MealEntry[] };
const DAYS_PROJECTION = { startDate: 1, endDate: 1, meals: 1 } as const;

class CyclePlan {
  readonly id: string;
  readonly meals: StoredMeal[];
  private readonly cycle: number;

  constructor(private readonly doc: PlanDoc) {
    this.id = String(doc._id);
    this.meals = (doc.meals ?? []).map(storedMealOf);
    this.cycle = planCycleLength(this.meals);
  }

  activeOn(date: string): boolean {
    return this.doc.startDate <= date && (!this.doc.endDate || this.doc.endDate >= date);
  }

  mealsOn(date: string): StoredMeal[] {
    const day = planDayOn(this.doc.startDate, date, this.cycle);
    return this.meals.filter((m) => m.day === day);
  }
}

/** Which meals a client's plans set for calendar dates: what the diary compares intake with. */
@Injectable()
export class PlanDays {
  constructor(@InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>) {}

  /**
   * Per date (YYYY-MM-DD) with a plan active on it (started, not ended or open-ended; the newest
   * such plan when several overlap), the meals of that date's cycle day. Dates without one are absent.
   */
  async plannedOn(clientId: string, dates: string[]): Promise<Map<string, PlannedDay>> {
    const out = new Map<string, PlannedDay>();
    if (dates.length === 0) return out;
    const sorted = [...dates].sort();
    const docs = await this.plans
      .find(
        { client: new Types.ObjectId(clientId), startDate: op({ $lte: sorted[sorted.length - 1] }), $or: [{ endDate: '' }, { endDate: op({ $gte: sorted[0] }) }] },
        DAYS_PROJECTION,
      )
      .sort({ createdAt: -1, _id: -1 })
      .limit(PLANS_SCANNED)
      .lean<PlanDoc[]>();
    const plans = docs.map((doc) => new CyclePlan(doc));
    for (const date of dates) {
      const plan = plans.find((p) => p.activeOn(date));
      if (plan) out.set(date, { planId: plan.id, meals: plan.mealsOn(date) });
    }
    return out;
  }

  /** One plan of the client's, and its meals on `date`; null when the client has no such plan. */
  async plannedBy(clientId: string, planId: string, date: string): Promise<{ active: boolean; meals: StoredMeal[] } | null> {
    if (!isValidObjectId(planId)) return null;
    const doc = await this.plans.findOne({ _id: new Types.ObjectId(planId), client: new Types.ObjectId(clientId) }, DAYS_PROJECTION).lean<PlanDoc>();
    if (!doc) return null;
    const plan = new CyclePlan(doc);
    return plan.activeOn(date) ? { active: true, meals: plan.mealsOn(date) } : { active: false, meals: [] };
  }

  /** Clients who have any plan, at most `limit` of them (the admin's adherence view). */
  async clientsWithPlans(limit: number): Promise<Types.ObjectId[]> {
    const ids = (await this.plans.distinct('client')) as Types.ObjectId[];
    return ids.slice(0, limit);
  }
}
