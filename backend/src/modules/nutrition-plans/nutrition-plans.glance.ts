import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { type CurrentPlan, planCycleLength, planDayOn } from '@clinic/contracts';
import type { SessionUser } from '../../common/decorators/current-user.decorator';
import { ClinicClock } from '../../common/time/clinic-clock';
import { CLIENT_VERSIONS } from '../../database/client-versions';
import { KeptReads } from '../../database/kept-reads';
import { AuditService } from '../audit/audit.service';
import { NutritionPlan, storedMealOf } from './schemas/nutrition-plan.schema';

/** Plans looked at to find the current one: a client has a handful, newest first. */
const RECENT = 20;

type RecentPlan = Pick<NutritionPlan, 'title' | 'startDate' | 'endDate' | 'meals'> & { _id: Types.ObjectId };

/** A client's own current plan (started, not ended; the newest if several), for their home page. */
@Injectable()
export class NutritionPlansGlance {
  /** A client's recent plans, kept while their plans are unchanged (`client_versions`). */
  private readonly kept = new KeptReads<RecentPlan[]>(CLIENT_VERSIONS, 5_000);

  constructor(
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    private readonly clock: ClinicClock,
    private readonly audit: AuditService,
  ) {}

  /** `clientVersion`: the caller's `client_versions` value, when this request has read it already. */
  async currentOf(caller: SessionUser, clientVersion?: PromiseLike<string>): Promise<CurrentPlan | null> {
    const today = this.clock.today();
    // Which one is current is decided on today's date each time; the plans themselves are kept.
    const recent = await this.kept.get(this.plans.db, caller.id, caller.id, () =>
      this.plans
        .find({ client: new Types.ObjectId(caller.id) }, { title: 1, startDate: 1, endDate: 1, meals: 1 })
        .sort({ createdAt: -1 })
        .limit(RECENT)
        .lean<RecentPlan[]>(),
      clientVersion,
    );
    const plan = recent.find((p) => p.startDate <= today && (!p.endDate || p.endDate >= today));
    if (!plan) return null;
    this.audit.record(caller, 'read', 'plan', [caller.id], String(plan._id));
    const meals = plan.meals.map(storedMealOf);
    // A plan of several days is a cycle from its start: the home shows today's day of it.
    const day = planDayOn(plan.startDate, today, planCycleLength(meals));
    return { _id: String(plan._id), title: plan.title, meals: meals.filter((m) => m.day === day) };
  }
}
