import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfigError } from '../../config/app.config';
import { BackupScheduler } from './backup-scheduler';
import { BACKUP_CONFIG, loadBackupConfig } from './backups.config';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';
import { BackupRunRecord, BackupRunSchema } from './schemas/backup-run.schema';
import { BackupSettingsRecord, BackupSettingsSchema } from './schemas/backup-settings.schema';

/** A bad BACKUP_* variable stops the start with the same kind of message as the other settings. */
export function backupConfigOrStop(env: NodeJS.ProcessEnv = process.env) {
  try {
    return loadBackupConfig(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  - ${(error as Error).message}`);
  }
}

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: BackupRunRecord.name, schema: BackupRunSchema },
      { name: BackupSettingsRecord.name, schema: BackupSettingsSchema },
    ]),
  ],
  controllers: [BackupsController],
  providers: [{ provide: BACKUP_CONFIG, useFactory: () => backupConfigOrStop() }, BackupsService, BackupScheduler],
  exports: [BackupsService],
})
export class BackupsModule {}
