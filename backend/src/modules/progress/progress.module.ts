import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { NutritionPlansModule } from '../nutrition-plans/nutrition-plans.module';
import { ProgressController } from './progress.controller';
import { ProgressGlance } from './progress.glance';
import { ProgressService } from './progress.service';
import { ProgressUserData } from './progress.user-data';
import { Progress, ProgressSchema } from './schemas/progress.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: Progress.name, schema: ProgressSchema }]), CareTeamModule, NutritionPlansModule],
  controllers: [ProgressController],
  providers: [ProgressService, ProgressGlance, ProgressUserData],
  exports: [ProgressGlance, ProgressUserData],
})
export class ProgressModule {}
