import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BackupScheduler } from './backup-scheduler';
import { BACKUP_CONFIG, loadBackupConfig } from './backups.config';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';
import { BackupRunRecord, BackupRunSchema } from './schemas/backup-run.schema';
import { BackupSettingsRecord, BackupSettingsSchema } from './schemas/backup-settings.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: BackupRunRecord.name, schema: BackupRunSchema },
      { name: BackupSettingsRecord.name, schema: BackupSettingsSchema },
    ]),
  ],
  controllers: [BackupsController],
  providers: [{ provide: BACKUP_CONFIG, useFactory: () => loadBackupConfig() }, BackupsService, BackupScheduler],
  exports: [BackupsService],
})
export class BackupsModule {}
