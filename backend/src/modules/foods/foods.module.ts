import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FoodsController } from './foods.controller';
import { FoodsImporter } from './foods.import';
import { FoodsService } from './foods.service';
import { FoodUsage } from './foods.usage';
import { Food, FoodDataVersion, FoodDataVersionSchema, FoodSchema } from './schemas/food.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Food.name, schema: FoodSchema },
      { name: FoodDataVersion.name, schema: FoodDataVersionSchema },
    ]),
  ],
  controllers: [FoodsController],
  providers: [FoodsService, FoodUsage, FoodsImporter],
  exports: [FoodsService, FoodUsage],
})
export class FoodsModule {}
