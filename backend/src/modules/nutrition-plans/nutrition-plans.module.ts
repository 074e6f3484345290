import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { NutritionPlansController } from './nutrition-plans.controller';
import { NutritionPlansService } from './nutrition-plans.service';
import { NutritionPlan, NutritionPlanSchema } from './schemas/nutrition-plan.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NutritionPlan.name, schema: NutritionPlanSchema },
      { name: User.name, schema: UserSchema },
    ]),
    CareTeamModule,
    UsersModule,
  ],
  controllers: [NutritionPlansController],
  providers: [NutritionPlansService],
  exports: [NutritionPlansService],
})
export class NutritionPlansModule implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    @InjectModel(NutritionPlan.name) private readonly plans: Model<NutritionPlan>,
  ) {}

  /** A deleted client's health records go with them. */
  onModuleInit() {
    this.users.onDelete({ cleanup: async (userId) => void (await this.plans.deleteMany({ client: new Types.ObjectId(userId) })) });
  }
}
