import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppointmentsModule } from '../appointments/appointments.module';
import { Appointment, AppointmentSchema } from '../appointments/schemas/appointment.schema';
import { PaymentSettingsController, PaymentsController, RevenueController } from './payments.controller';
import { PaymentSettingsService } from './payment-settings.service';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';
import { RevenueService } from './revenue.service';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';
import { PaymentSettingsDoc, PaymentSettingsSchema } from './schemas/payment-settings.schema';
import { Payment, PaymentSchema } from './schemas/payment.schema';
import { Receipt, ReceiptSchema } from './schemas/receipt.schema';
import { RevenueDay, RevenueDaySchema } from './schemas/revenue-day.schema';
import { UtrClaim, UtrClaimSchema } from './schemas/utr-claim.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: UtrClaim.name, schema: UtrClaimSchema },
      { name: Receipt.name, schema: ReceiptSchema },
      { name: PaymentEvent.name, schema: PaymentEventSchema },
      { name: PaymentSettingsDoc.name, schema: PaymentSettingsSchema },
      { name: RevenueDay.name, schema: RevenueDaySchema },
      // Read-only, for the revenue report's aggregation; every write goes through AppointmentsService.
      { name: Appointment.name, schema: AppointmentSchema },
    ]),
    AppointmentsModule,
  ],
  controllers: [PaymentsController, PaymentSettingsController, RevenueController],
  providers: [PaymentsService, PaymentSettingsService, ReceiptsService, RevenueService],
})
export class PaymentsModule {}
