import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Appointment, AppointmentSchema } from '../appointments/schemas/appointment.schema';
import { Message, MessageSchema } from '../messages/schemas/message.schema';
import { NutritionPlan, NutritionPlanSchema } from '../nutrition-plans/schemas/nutrition-plan.schema';
import { Progress, ProgressSchema } from '../progress/schemas/progress.schema';
import { User, UserSchema } from '../users/schemas/user.schema';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Appointment.name, schema: AppointmentSchema },
      { name: NutritionPlan.name, schema: NutritionPlanSchema },
      { name: Progress.name, schema: ProgressSchema },
      { name: Message.name, schema: MessageSchema },
    ]),
  ],
  controllers: [DataExportController],
  providers: [DataExportService],
})
export class DataExportModule {}
