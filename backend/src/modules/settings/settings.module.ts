import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ClinicSettingsService } from './clinic-settings.service';
import { SettingsController } from './settings.controller';
import { ClinicSettingsChangeDoc, ClinicSettingsChangeSchema, ClinicSettingsDoc, ClinicSettingsSchema } from './schemas/clinic-settings.schema';

/** Global: booking, notifications and the homes read the clinic's settings. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ClinicSettingsDoc.name, schema: ClinicSettingsSchema },
      { name: ClinicSettingsChangeDoc.name, schema: ClinicSettingsChangeSchema },
    ]),
  ],
  controllers: [SettingsController],
  providers: [ClinicSettingsService],
  exports: [ClinicSettingsService],
})
export class SettingsModule {}
