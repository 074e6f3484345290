import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CareTeamModule } from '../care-team/care-team.module';
import { FoodsModule } from '../foods/foods.module';
import { FoodUsage } from '../foods/foods.usage';
import { NutritionPlansModule } from '../nutrition-plans/nutrition-plans.module';
import { NutritionProfilesModule } from '../nutrition-profiles/nutrition-profiles.module';
import { DiaryController } from './diary.controller';
import { DiaryService } from './diary.service';
import { DiaryUserData } from './diary.user-data';
import { DiaryEntry, DiaryEntrySchema, DiaryPhoto, DiaryPhotoSchema } from './schemas/diary-entry.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DiaryEntry.name, schema: DiaryEntrySchema },
      { name: DiaryPhoto.name, schema: DiaryPhotoSchema },
    ]),
    CareTeamModule,
    FoodsModule,
    NutritionPlansModule,
    NutritionProfilesModule,
  ],
  controllers: [DiaryController],
  providers: [DiaryService, DiaryUserData],
  exports: [DiaryUserData],
})
export class DiaryModule implements OnModuleInit {
  constructor(
    private readonly usage: FoodUsage,
    @InjectModel(DiaryEntry.name) private readonly entries: Model<DiaryEntry>,
  ) {}

  /** A food any diary entry names is in use: deleting it retires it, so the diary keeps its meaning. */
  onModuleInit() {
    this.usage.register('diary', async (foodId: Types.ObjectId) => (await this.entries.exists({ 'items.food': foodId })) !== null);
  }
}
