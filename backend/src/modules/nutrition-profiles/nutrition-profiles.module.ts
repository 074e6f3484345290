import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { Progress, ProgressSchema } from '../progress/schemas/progress.schema';
import { NutritionProfilesController } from './nutrition-profiles.controller';
import { NutritionProfilesService } from './nutrition-profiles.service';
import { NutritionProfilesUserData } from './nutrition-profiles.user-data';
import { NutritionProfile, NutritionProfileSchema } from './schemas/nutrition-profile.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: NutritionProfile.name, schema: NutritionProfileSchema },
      // Read only, for the latest weight and height (ProgressModule imports the plans, which import this).
      { name: Progress.name, schema: ProgressSchema },
    ]),
    CareTeamModule,
  ],
  controllers: [NutritionProfilesController],
  providers: [NutritionProfilesService, NutritionProfilesUserData],
  exports: [NutritionProfilesService, NutritionProfilesUserData],
})
export class NutritionProfilesModule {}
