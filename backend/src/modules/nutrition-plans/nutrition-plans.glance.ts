import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { CurrentPlan } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { AuditService } from '../audit/audit.service';
import { NutritionPlan } from './schemas/nutrition-plan.schema';

/** Plans looked at to find the current one: a client has a handful, newest first. */
const RECENT = 20;

/** A client's own current plan (started, not ended; the newest if several), for their home page. */
@Injectable()
export class NutritionPlansGlance {
  constructor(
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    private readonly clock: ClinicClock,
    private readonly audit: AuditService,
  ) {}

  async currentOf(caller: SessionUser): Promise<CurrentPlan | null> {
    const today = this.clock.today();
    const recent = await this.plans
      .find({ client: new Types.ObjectId(caller.id) }, { title: 1, startDate: 1, endDate: 1, meals: 1 })
      .sort({ createdAt: -1 })
      .limit(RECENT)
      .lean();
    const plan = recent.find((p) => p.startDate <= today && (!p.endDate || p.endDate >= today));
    if (!plan) return null;
    this.audit.record(caller, 'read', 'plan', [caller.id], String(plan._id));
    return {
      _id: String(plan._id),
      title: plan.title,
      meals: plan.meals.map((m) => ({ mealTime: m.mealTime, description: m.description, calories: m.calories ?? 0 })),
    };
  }
}
