import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AppointmentStatus, PaymentFlowState, PaymentStatus, SessionType } from '@clinic/contracts';

/** Appointments of one day that share every field the report groups by, and how many there are. */
export interface RevenueDayGroup {
  nutritionist: string;
  sessionType: SessionType;
  status: AppointmentStatus;
  paymentStatus: PaymentStatus;
  paymentState?: PaymentFlowState | null;
  pricePaise: number;
  count: number;
}

/**
 * The revenue report's figures for one clinic day, the whole clinic's: derived data, kept while `v`
 * equals the day's counter in `appointment_days` (any write to that day's appointments raises it),
 * recomputed from the appointments otherwise. Not backed up; a restore empties it.
 */
@Schema({ collection: 'revenue_days', versionKey: false })
export class RevenueDay {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true })
  v!: number;

  /**
   * `RevenueDayGroup[]` as JSON text. Opaque to the database on purpose: FerretDB decodes a string in
   * one step but every field of every nested document one by one (a year, 366 days of ≈ 50 groups,
   * read in ≈ 0.3 s as text and ≈ 1.9 s as documents, on the scale data).
   */
  @Prop({ type: String, required: true })
  groups!: string;
}

export const RevenueDaySchema = SchemaFactory.createForClass(RevenueDay);
