/** The clinic's backup schedule, as the admin sets it (PUT /api/backups/settings). */
export interface BackupSettings {
  /** Whether scheduled backups run at all. */
  enabled: boolean;
  /** HH:MM on the clinic's clock, once a day. */
  time: string;
  /** How many days' scheduled backups to keep (the newest of each day). */
  keepDaily: number;
  /** How many weeks' scheduled backups to keep beyond that (the newest of each week). */
  keepWeekly: number;
}

export const BACKUP_SETTINGS_DEFAULTS: Readonly<BackupSettings> = { enabled: true, time: '02:00', keepDaily: 7, keepWeekly: 4 };
export const BACKUP_KEEP_DAILY_MAX = 90;
export const BACKUP_KEEP_WEEKLY_MAX = 104;
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const BACKUP_RUN_KINDS = ['scheduled', 'manual'] as const;
export type BackupRunKind = (typeof BACKUP_RUN_KINDS)[number];
export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** One backup the app took (scheduled, or "Back up now"). */
export interface BackupRun {
  kind: BackupRunKind;
  status: BackupRunStatus;
  startedAt: string;
  finishedAt?: string;
  /** File name in the backup folder. */
  file?: string;
  sizeBytes?: number;
  durationMs?: number;
  documents?: number;
  encrypted?: boolean;
  /** Why it failed. */
  error?: string;
}

export interface BackupStatus {
  settings: BackupSettings;
  /** The latest run, whatever its result. */
  lastRun?: BackupRun;
  lastSuccess?: BackupRun;
  /** The newest runs first. */
  recent: BackupRun[];
  /** When the next scheduled backup is due (absent when scheduled backups are off). */
  nextRunAt?: string;
  /** Whether new backups are encrypted (BACKUP_KEY is set). */
  encrypted: boolean;
  /** Where this instance writes backups. */
  directory: string;
}

/** What /api/health tells the admin about backups. */
export interface BackupHealth {
  /** "failed" when the latest backup failed: the admin should act. */
  status: 'ok' | 'failed' | 'running' | 'none';
  lastRunAt?: string;
  lastSuccessAt?: string;
  sizeBytes?: number;
  error?: string;
}
