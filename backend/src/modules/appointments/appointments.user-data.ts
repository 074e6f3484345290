import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ApiException } from '../../common/errors/api.exception';
import { op } from '../../database/trusted';
import { UserDirectory } from '../users/user-directory';
import { MAX_EXPORTED_PER_KIND, type UserDataOwner } from '../users/user-data';
import { AppointmentsService } from './appointments.service';
import { PEOPLE, type PopulatedAppointment, toAppointmentView } from './appointments.mapper';
import { Appointment } from './schemas/appointment.schema';
import { SlotLock } from './schemas/slot-lock.schema';

/**
 * A user's appointments. A client's go with them (their bookings and notes are their data); a
 * practitioner's stay, as their clients' history, naming a "Deleted user". Nobody with a booking
 * still ahead can be deleted.
 */
@Injectable()
export class AppointmentsUserData implements UserDataOwner {
  readonly name = 'appointments';

  constructor(
    @InjectModel(Appointment.name) private readonly appointments: Model<Appointment>,
    @InjectModel(SlotLock.name) private readonly locks: Model<SlotLock>,
    private readonly service: AppointmentsService,
    private readonly directory: UserDirectory,
  ) {}

  async assertDeletable(userId: string): Promise<void> {
    if (await this.service.hasUpcoming(userId)) {
      throw ApiException.conflict(Messages.appointments.userHasUpcoming, ErrorCode.UserHasUpcomingAppointments);
    }
  }

  async exportFor(userId: string) {
    const docs = await this.appointments
      .find({ client: new Types.ObjectId(userId) })
      .sort({ date: 1, startTime: 1 })
      .limit(MAX_EXPORTED_PER_KIND)
      .lean<PopulatedAppointment[]>();
    return { appointments: (await this.directory.populate(docs, PEOPLE)).map(toAppointmentView) };
  }

  /** Locks before appointments: a retry after a failure in between still finds whose locks they are. */
  async deleteFor(userId: string): Promise<void> {
    const id = new Types.ObjectId(userId);
    const theirs = await this.appointments.find({ $or: [{ client: id }, { nutritionist: id }] }, { _id: 1 }).lean();
    if (theirs.length > 0) await this.locks.deleteMany({ appointment: op({ $in: theirs.map((a) => a._id) }) });
    await this.appointments.deleteMany({ client: id });
  }
}
