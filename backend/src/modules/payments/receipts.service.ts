import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import type { PaymentMethod } from '@clinic/contracts';
import { ClinicClock } from '../../common/time/clinic-clock';
import { toUserRef } from '../users/user-ref';
import type { AppointmentsService } from '../appointments/appointments.service';
import { PaymentSettingsService } from './payment-settings.service';
import { financialYearOf, receiptNumber } from './payment-rules';
import { Receipt } from './schemas/receipt.schema';

export type VisibleAppointment = Awaited<ReturnType<AppointmentsService['findVisible']>>;

/** Enough tries for every one of a burst of concurrent payments to win a number once. */
const MAX_ATTEMPTS = 100;

export const isDuplicateKey = (error: unknown) => error instanceof mongo.MongoServerError && error.code === 11000;

/**
 * Issues receipts with numbers from one clinic-wide sequence per financial year. A number is taken
 * by inserting the receipt: `number` has a unique index, so of two payments that read the same
 * "highest so far" only one insert succeeds and the other reads again and takes the next. No
 * counter is updated in place (a conditional update is not atomic on FerretDB).
 */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    @InjectModel(Receipt.name) private readonly receipts: Model<Receipt>,
    private readonly settings: PaymentSettingsService,
    private readonly clock: ClinicClock,
  ) {}

  find(appointmentId: Types.ObjectId | string): Promise<Receipt | null> {
    return this.receipts.findById(appointmentId).lean<Receipt>();
  }

  async issue(appointment: VisibleAppointment, payment: { amountPaise: number; method: PaymentMethod; reference: string }): Promise<Receipt> {
    const existing = await this.find(appointment._id);
    if (existing) return existing;
    const clinic = await this.settings.get();
    const issuedAt = new Date();
    const financialYear = financialYearOf(this.clock.at(issuedAt).date);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const last = await this.receipts.findOne({ financialYear }, { sequence: 1 }).sort({ sequence: -1 }).lean();
      const sequence = (last?.sequence ?? 0) + 1;
      try {
        const created = await this.receipts.create({
          _id: appointment._id,
          number: receiptNumber(financialYear, sequence),
          financialYear,
          sequence,
          issuedAt,
          amountPaise: payment.amountPaise,
          method: payment.method,
          paymentReference: payment.reference,
          clientName: toUserRef(appointment.client).name,
          nutritionistName: toUserRef(appointment.nutritionist).name,
          sessionType: appointment.sessionType,
          appointmentDate: appointment.date,
          appointmentTime: `${appointment.startTime}–${appointment.endTime}`,
          clinicName: clinic.clinicName || clinic.payeeName,
          clinicAddress: clinic.clinicAddress,
          gstin: clinic.gstin,
          gstRate: clinic.gstin ? clinic.gstRate : 0,
        });
        return created.toObject();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Either this appointment got its receipt meanwhile (a retry of the same payment) or another
        // payment took that number: then read the highest again.
        const mine = await this.find(appointment._id);
        if (mine) return mine;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
    this.logger.error(`No receipt number after ${MAX_ATTEMPTS} attempts for ${String(appointment._id)}`);
    throw new Error('Could not allocate a receipt number');
  }
}
