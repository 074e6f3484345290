import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AvailabilityController } from './availability.controller';
import { AvailabilityOverridesController } from './availability-overrides.controller';
import { AvailabilityOverridesService } from './availability-overrides.service';
import { AvailabilityService } from './availability.service';
import { AvailabilityUserData } from './availability.user-data';
import { AvailabilityOverride, AvailabilityOverrideSchema } from './schemas/availability-override.schema';
import { AvailabilityRevision, AvailabilityRevisionSchema } from './schemas/availability-revision.schema';
import { Availability, AvailabilitySchema } from './schemas/availability.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Availability.name, schema: AvailabilitySchema },
      { name: AvailabilityRevision.name, schema: AvailabilityRevisionSchema },
      { name: AvailabilityOverride.name, schema: AvailabilityOverrideSchema },
    ]),
  ],
  controllers: [AvailabilityOverridesController, AvailabilityController],
  providers: [AvailabilityService, AvailabilityOverridesService, AvailabilityUserData],
  exports: [AvailabilityService, AvailabilityUserData],
})
export class AvailabilityModule {}
