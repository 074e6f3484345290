import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { NutritionPlansController } from './nutrition-plans.controller';
import { NutritionPlansGlance } from './nutrition-plans.glance';
import { NutritionPlansService } from './nutrition-plans.service';
import { NutritionPlansUserData } from './nutrition-plans.user-data';
import { NutritionPlan, NutritionPlanSchema } from './schemas/nutrition-plan.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: NutritionPlan.name, schema: NutritionPlanSchema }]), CareTeamModule],
  controllers: [NutritionPlansController],
  providers: [NutritionPlansService, NutritionPlansGlance, NutritionPlansUserData],
  exports: [NutritionPlansGlance, NutritionPlansService, NutritionPlansUserData],
})
export class NutritionPlansModule {}
