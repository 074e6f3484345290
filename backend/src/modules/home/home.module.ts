import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { MessagesModule } from '../messages/messages.module';
import { NutritionPlansModule } from '../nutrition-plans/nutrition-plans.module';
import { ProgressModule } from '../progress/progress.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

@Module({
  imports: [AppointmentsModule, MessagesModule, NutritionPlansModule, ProgressModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
