import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, SchemaTypes, Types } from 'mongoose';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type Mode,
  MODES,
  PAYMENT_FLOW_STATES,
  PAYMENT_STATUSES,
  type PaymentFlowState,
  type PaymentStatus,
  SESSION_TYPES,
  type SessionType,
} from '@clinic/contracts';
import { trackAppointmentDays } from './appointment-days';

@Schema({ collection: 'appointments', timestamps: true })
export class Appointment {
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  nutritionist!: Types.ObjectId;

  @Prop({ type: SchemaTypes.ObjectId, ref: 'User', required: true })
  client!: Types.ObjectId;

  /** The clinic's calendar date, YYYY-MM-DD: sorts and compares as text. */
  @Prop({ type: String, required: true })
  date!: string;

  @Prop({ type: String, required: true })
  startTime!: string;

  @Prop({ type: String, required: true })
  endTime!: string;

  @Prop({ type: String, enum: SESSION_TYPES, required: true })
  sessionType!: SessionType;

  @Prop({ type: String, enum: MODES, required: true })
  mode!: Mode;

  @Prop({ type: String, enum: APPOINTMENT_STATUSES, default: 'pending' })
  status!: AppointmentStatus;

  @Prop({ type: String, enum: PAYMENT_STATUSES, default: 'unpaid' })
  paymentStatus!: PaymentStatus;

  /** The UPI flow's step beside `paymentStatus` (a UTR submitted or rejected); '' otherwise. */
  @Prop({ type: String, enum: PAYMENT_FLOW_STATES, default: '' })
  paymentState!: PaymentFlowState;

  /** Whole paise: money stays exact. */
  @Prop({ type: Number, required: true, min: 0 })
  pricePaise!: number;

  @Prop({ type: String, default: '' })
  notes!: string;

  @Prop({ type: String, default: '' })
  meetingLink!: string;

  /** Set when the status becomes cancelled, cleared when it is taken back: the record keeps its history. */
  @Prop({ type: SchemaTypes.ObjectId, ref: 'User' })
  cancelledBy?: Types.ObjectId | null;

  @Prop({ type: Date })
  cancelledAt?: Date | null;

  @Prop({ type: String })
  cancelReason?: string | null;

  createdAt!: Date;
  updatedAt!: Date;
}

export type AppointmentDocument = HydratedDocument<Appointment>;
export const AppointmentSchema = SchemaFactory.createForClass(Appointment);
// A practitioner's schedule (by date, then time), the same filtered by status (equality, then the
// date range and sort: the list screen's filter), a client's history, and the clinic-wide day view.
AppointmentSchema.index({ nutritionist: 1, date: 1, startTime: 1 });
AppointmentSchema.index({ nutritionist: 1, status: 1, date: 1, startTime: 1 });
AppointmentSchema.index({ client: 1, date: 1, startTime: 1 });
AppointmentSchema.index({ date: 1, startTime: 1 });
// Derived per-day views (the revenue report's figures) know when a day's appointments changed.
AppointmentSchema.plugin(trackAppointmentDays);
