import type { Types } from 'mongoose';
import type { Appointment as AppointmentView } from '@clinic/contracts';
import { type PopulatedUser, toUserRef } from '../users/user-ref';
import type { Appointment } from './schemas/appointment.schema';

/** The user fields of an appointment, which `UserDirectory.populate` fills in. */
export const PEOPLE = ['nutritionist', 'client', 'cancelledBy'] as const;

export type PopulatedAppointment = Omit<Appointment, 'nutritionist' | 'client' | 'cancelledBy'> & {
  _id: Types.ObjectId;
  nutritionist: PopulatedUser | Types.ObjectId;
  client: PopulatedUser | Types.ObjectId;
  cancelledBy?: PopulatedUser | Types.ObjectId | null;
};

/** The only way an appointment leaves the API, in its own routes, its calendar file and a client's data export. */
export function toAppointmentView(doc: PopulatedAppointment): AppointmentView {
  return {
    _id: String(doc._id),
    nutritionist: toUserRef(doc.nutritionist),
    client: toUserRef(doc.client),
    date: doc.date,
    startTime: doc.startTime,
    endTime: doc.endTime,
    sessionType: doc.sessionType,
    mode: doc.mode,
    status: doc.status,
    paymentStatus: doc.paymentStatus,
    price: doc.pricePaise / 100,
    notes: doc.notes ?? '',
    meetingLink: doc.meetingLink ?? '',
    createdAt: new Date(doc.createdAt).toISOString(),
    cancellation:
      doc.status === 'cancelled' && doc.cancelledAt
        ? { by: doc.cancelledBy ? toUserRef(doc.cancelledBy) : null, at: new Date(doc.cancelledAt).toISOString(), reason: doc.cancelReason ?? '' }
        : null,
  };
}
