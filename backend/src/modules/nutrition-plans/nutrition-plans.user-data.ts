import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { UserDirectory } from '../users/user-directory';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { PEOPLE, type PopulatedPlan, toPlanView, withAuthor } from './nutrition-plans.mapper';
import { NutritionPlan } from './schemas/nutrition-plan.schema';

/** A client's plans are their health record and go with them; plans a practitioner wrote stay with their clients. */
@Injectable()
export class NutritionPlansUserData implements UserDataOwner {
  readonly name = 'nutrition plans';

  constructor(
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
    private readonly directory: UserDirectory,
  ) {}

  async exportFor(userId: string) {
    const docs = await this.plans.find({ client: new Types.ObjectId(userId) }).sort({ createdAt: 1 }).limit(MAX_EXPORTED_PER_KIND).lean<PopulatedPlan[]>();
    return { nutritionPlans: (await this.directory.populate(withAuthor(docs), PEOPLE)).map(toPlanView) };
  }

  async deleteFor(userId: string): Promise<void> {
    await this.plans.deleteMany({ client: new Types.ObjectId(userId) });
  }
}
