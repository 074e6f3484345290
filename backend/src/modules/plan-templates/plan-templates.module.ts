import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FoodsModule } from '../foods/foods.module';
import { NutritionPlansModule } from '../nutrition-plans/nutrition-plans.module';
import { PlanTemplatesController } from './plan-templates.controller';
import { PlanTemplatesService } from './plan-templates.service';
import { PlanTemplate, PlanTemplateSchema } from './schemas/plan-template.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: PlanTemplate.name, schema: PlanTemplateSchema }]), FoodsModule, NutritionPlansModule],
  controllers: [PlanTemplatesController],
  providers: [PlanTemplatesService],
})
export class PlanTemplatesModule {}
