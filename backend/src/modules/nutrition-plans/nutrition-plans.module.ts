import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { FoodsModule } from '../foods/foods.module';
import { NutritionProfilesModule } from '../nutrition-profiles/nutrition-profiles.module';
import { PlanTemplate, PlanTemplateSchema } from '../plan-templates/schemas/plan-template.schema';
import { NutritionPlansController } from './nutrition-plans.controller';
import { PlanDays } from './nutrition-plans.days';
import { NutritionPlansGlance } from './nutrition-plans.glance';
import { MealResolver } from './nutrition-plans.meals';
import { PlanPdf } from './nutrition-plans.pdf';
import { NutritionPlansService } from './nutrition-plans.service';
import { NutritionPlansUserData } from './nutrition-plans.user-data';
import { NutritionPlan, NutritionPlanSchema } from './schemas/nutrition-plan.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NutritionPlan.name, schema: NutritionPlanSchema },
      // Read to start a plan from a template; PlanTemplatesModule owns them (and imports this module).
      { name: PlanTemplate.name, schema: PlanTemplateSchema },
    ]),
    CareTeamModule,
    FoodsModule,
    NutritionProfilesModule,
  ],
  controllers: [NutritionPlansController],
  providers: [PlanDays, MealResolver, PlanPdf, NutritionPlansService, NutritionPlansGlance, NutritionPlansUserData],
  exports: [PlanDays, MealResolver, NutritionPlansGlance, NutritionPlansService, NutritionPlansUserData],
})
export class NutritionPlansModule {}
