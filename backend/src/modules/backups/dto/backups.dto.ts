import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';
import {
  BACKUP_KEEP_DAILY_MAX,
  BACKUP_KEEP_WEEKLY_MAX,
  BACKUP_RUN_KINDS,
  BACKUP_RUN_STATUSES,
  BACKUP_TIME_PATTERN,
  type BackupHealth,
  type BackupRun,
  type BackupRunKind,
  type BackupRunStatus,
  type BackupSettings,
  type BackupStatus,
  Messages,
} from '@clinic/contracts';

export class BackupSettingsDto implements BackupSettings {
  @ApiProperty({ description: 'Whether scheduled backups run.', example: true })
  @IsBoolean({ message: Messages.backups.enabledRequired })
  enabled!: boolean;

  @ApiProperty({ description: 'Time of the daily backup, HH:MM on the clinic\'s clock.', example: '02:00', pattern: BACKUP_TIME_PATTERN.source })
  @Matches(BACKUP_TIME_PATTERN, { message: Messages.backups.timeInvalid })
  time!: string;

  @ApiProperty({ description: 'How many days\' scheduled backups to keep.', example: 7, minimum: 1, maximum: BACKUP_KEEP_DAILY_MAX })
  @IsInt({ message: Messages.backups.keepDailyRange })
  @Min(1, { message: Messages.backups.keepDailyRange })
  @Max(BACKUP_KEEP_DAILY_MAX, { message: Messages.backups.keepDailyRange })
  keepDaily!: number;

  @ApiProperty({ description: 'How many weeks\' scheduled backups to keep (the newest of each week).', example: 4, minimum: 0, maximum: BACKUP_KEEP_WEEKLY_MAX })
  @IsInt({ message: Messages.backups.keepWeeklyRange })
  @Min(0, { message: Messages.backups.keepWeeklyRange })
  @Max(BACKUP_KEEP_WEEKLY_MAX, { message: Messages.backups.keepWeeklyRange })
  keepWeekly!: number;
}

export class BackupRunDto implements BackupRun {
  @ApiProperty({ description: 'Scheduled, or started with "Back up now".', enum: BACKUP_RUN_KINDS, example: 'scheduled' })
  kind!: BackupRunKind;

  @ApiProperty({ description: 'Result.', enum: BACKUP_RUN_STATUSES, example: 'succeeded' })
  status!: BackupRunStatus;

  @ApiProperty({ description: 'When it started (ISO 8601).', example: '2026-11-22T20:30:00.000Z' })
  startedAt!: string;

  @ApiPropertyOptional({ description: 'When it finished.', example: '2026-11-22T20:30:01.250Z' })
  finishedAt?: string;

  @ApiPropertyOptional({ description: 'File name in the backup folder.', example: 'clinic-2026-11-22T20-30-00Z-scheduled.clinic-backup' })
  file?: string;

  @ApiPropertyOptional({ description: 'File size in bytes.', example: 482113 })
  sizeBytes?: number;

  @ApiPropertyOptional({ description: 'How long it took, in milliseconds.', example: 1250 })
  durationMs?: number;

  @ApiPropertyOptional({ description: 'Documents in the backup.', example: 12840 })
  documents?: number;

  @ApiPropertyOptional({ description: 'Whether the file is encrypted with BACKUP_KEY.', example: true })
  encrypted?: boolean;

  @ApiPropertyOptional({ description: 'Why it failed.', example: 'ENOSPC: no space left on device' })
  error?: string;
}

export class BackupStatusDto implements BackupStatus {
  @ApiProperty({ description: 'The schedule and retention in force.', type: BackupSettingsDto })
  settings!: BackupSettingsDto;

  @ApiPropertyOptional({ description: 'The latest backup, whatever its result.', type: BackupRunDto })
  lastRun?: BackupRunDto;

  @ApiPropertyOptional({ description: 'The latest backup that succeeded.', type: BackupRunDto })
  lastSuccess?: BackupRunDto;

  @ApiProperty({ description: 'The latest backups, newest first (at most 10).', type: [BackupRunDto] })
  recent!: BackupRunDto[];

  @ApiPropertyOptional({ description: 'When the next scheduled backup is due; absent while they are off.', example: '2026-11-23T20:30:00.000Z' })
  nextRunAt?: string;

  @ApiProperty({ description: 'Whether new backups are encrypted (BACKUP_KEY is set).', example: true })
  encrypted!: boolean;

  @ApiProperty({ description: 'The folder this instance writes backups to.', example: '/srv/clinic/data/backups' })
  directory!: string;
}

export class BackupHealthDto implements BackupHealth {
  @ApiProperty({ description: '"failed" when the latest backup failed; "none" before the first.', enum: ['ok', 'failed', 'running', 'none'], example: 'ok' })
  status!: BackupHealth['status'];

  @ApiPropertyOptional({ description: 'When the latest backup started.', example: '2026-11-22T20:30:00.000Z' })
  lastRunAt?: string;

  @ApiPropertyOptional({ description: 'When the latest successful backup started.', example: '2026-11-22T20:30:00.000Z' })
  lastSuccessAt?: string;

  @ApiPropertyOptional({ description: 'Size of the latest successful backup, in bytes.', example: 482113 })
  sizeBytes?: number;

  @ApiPropertyOptional({ description: 'Why the latest backup failed.', example: 'ENOSPC: no space left on device' })
  error?: string;
}
