import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { AvailabilityUserData } from './availability.user-data';
import { AvailabilityRevision, AvailabilityRevisionSchema } from './schemas/availability-revision.schema';
import { Availability, AvailabilitySchema } from './schemas/availability.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Availability.name, schema: AvailabilitySchema },
      { name: AvailabilityRevision.name, schema: AvailabilityRevisionSchema },
    ]),
  ],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, AvailabilityUserData],
  exports: [AvailabilityService, AvailabilityUserData],
})
export class AvailabilityModule {}
