import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Appointment, AppointmentSchema } from '../appointments/schemas/appointment.schema';
import { NutritionPlan, NutritionPlanSchema } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { Progress, ProgressSchema } from '../progress/schemas/progress.schema';
import { CareTeamService } from './care-team.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Appointment.name, schema: AppointmentSchema },
      { name: NutritionPlan.name, schema: NutritionPlanSchema },
      { name: Progress.name, schema: ProgressSchema },
    ]),
  ],
  providers: [CareTeamService],
  exports: [CareTeamService],
})
export class CareTeamModule {}
