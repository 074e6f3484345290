import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { AvailabilityModule } from '../availability/availability.module';
import { AvailabilityService } from '../availability/availability.service';
import { CareTeamModule } from '../care-team/care-team.module';
import { User, UserSchema } from '../users/schemas/user.schema';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsService } from './appointments.service';
import { Appointment, AppointmentSchema } from './schemas/appointment.schema';
import { SlotLock, SlotLockSchema } from './schemas/slot-lock.schema';
import { SlotLocksService } from './slot-locks.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Appointment.name, schema: AppointmentSchema },
      { name: SlotLock.name, schema: SlotLockSchema },
      { name: User.name, schema: UserSchema },
    ]),
    AvailabilityModule,
    CareTeamModule,
    UsersModule,
  ],
  controllers: [AppointmentsController],
  providers: [AppointmentsService, SlotLocksService],
  exports: [AppointmentsService],
})
export class AppointmentsModule implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly appointments: AppointmentsService,
    private readonly availability: AvailabilityService,
  ) {}

  /** A user with bookings still ahead cannot be deleted; a deleted practitioner's week goes too. */
  onModuleInit() {
    this.users.onDelete({
      check: async (userId) => {
        if (await this.appointments.hasUpcoming(userId)) {
          throw ApiException.conflict(Messages.appointments.userHasUpcoming, ErrorCode.UserHasUpcomingAppointments);
        }
      },
      cleanup: async (userId) => {
        await this.availability.removeAllOf(userId);
      },
    });
  }
}
