import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AvailabilityModule } from '../availability/availability.module';
import { CareTeamModule } from '../care-team/care-team.module';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsGlance } from './appointments.glance';
import { AppointmentsService } from './appointments.service';
import { AppointmentsUserData } from './appointments.user-data';
import { DatedAvailabilityController } from './dated-availability.controller';
import { DatedAvailabilityService } from './dated-availability.service';
import { Appointment, AppointmentSchema } from './schemas/appointment.schema';
import { SlotLock, SlotLockSchema } from './schemas/slot-lock.schema';
import { SlotLocksService } from './slot-locks.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Appointment.name, schema: AppointmentSchema },
      { name: SlotLock.name, schema: SlotLockSchema },
    ]),
    AvailabilityModule,
    CareTeamModule,
  ],
  controllers: [AppointmentsController, DatedAvailabilityController],
  providers: [AppointmentsService, AppointmentsGlance, SlotLocksService, AppointmentsUserData, DatedAvailabilityService],
  exports: [AppointmentsService, AppointmentsGlance, AppointmentsUserData],
})
export class AppointmentsModule {}
