import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { PaymentSettings } from '@clinic/contracts';
import type { UpdatePaymentSettingsDto } from './dto/payment.dto';
import { PaymentSettingsDoc } from './schemas/payment-settings.schema';

const ID = 'payee';
const EMPTY: PaymentSettings = { upiId: '', payeeName: '', clinicName: '', clinicAddress: '', gstin: '', gstRate: 0 };

/** The clinic's payee and receipt details, edited by the admin. */
@Injectable()
export class PaymentSettingsService {
  constructor(@InjectModel(PaymentSettingsDoc.name) private readonly settings: Model<PaymentSettingsDoc>) {}

  async get(): Promise<PaymentSettings> {
    const doc = await this.settings.findById(ID).lean();
    if (!doc) return { ...EMPTY };
    return {
      upiId: doc.upiId ?? '',
      payeeName: doc.payeeName ?? '',
      clinicName: doc.clinicName ?? '',
      clinicAddress: doc.clinicAddress ?? '',
      gstin: doc.gstin ?? '',
      gstRate: (doc.gstRateBasisPoints ?? 0) / 100,
    };
  }

  /** The admin's edits; last write wins (one admin, one form). */
  async update(dto: UpdatePaymentSettingsDto): Promise<PaymentSettings> {
    const { gstRate, ...rest } = dto;
    const set: Partial<PaymentSettingsDoc> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    if (gstRate !== undefined) set.gstRateBasisPoints = Math.round(gstRate * 100);
    await this.settings.updateOne({ _id: ID }, { $set: set }, { upsert: true, runValidators: true });
    return this.get();
  }
}
