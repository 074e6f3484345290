import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { NutritionPlan, NutritionPlanSchema } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { ProgressController } from './progress.controller';
import { ProgressService } from './progress.service';
import { Progress, ProgressSchema } from './schemas/progress.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Progress.name, schema: ProgressSchema },
      { name: NutritionPlan.name, schema: NutritionPlanSchema },
      { name: User.name, schema: UserSchema },
    ]),
    CareTeamModule,
    UsersModule,
  ],
  controllers: [ProgressController],
  providers: [ProgressService],
})
export class ProgressModule implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    @InjectModel(Progress.name) private readonly records: Model<Progress>,
  ) {}

  /** A deleted client's health records go with them. */
  onModuleInit() {
    this.users.onDelete({ cleanup: async (userId) => void (await this.records.deleteMany({ client: new Types.ObjectId(userId) })) });
  }
}
