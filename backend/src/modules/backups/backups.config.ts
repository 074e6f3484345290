import path from 'node:path';
import { BackupError, parseBackupKey } from './backup-file';

export interface BackupConfig {
  /** Where backups are written (BACKUP_DIR, default `<DATA_DIR or data>/backups`). */
  dir: string;
  /** Encrypts new backups when set (BACKUP_KEY). */
  key?: Buffer;
  /** Keys that restore also tries: BACKUP_KEY and, while rotating, BACKUP_KEY_PREVIOUS. */
  readKeys: Buffer[];
  /** Whether this instance runs the scheduled backups (BACKUP_SCHEDULE=on|off). */
  scheduler: boolean;
}

export const BACKUP_CONFIG = Symbol('BACKUP_CONFIG');

/**
 * Read apart from the main configuration: the command line needs it without the app's other
 * settings (JWT secret, admin account). A bad key stops the start with a message naming it.
 */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  const key = env.BACKUP_KEY ? parseBackupKey(env.BACKUP_KEY, 'BACKUP_KEY') : undefined;
  const previous = env.BACKUP_KEY_PREVIOUS ? parseBackupKey(env.BACKUP_KEY_PREVIOUS, 'BACKUP_KEY_PREVIOUS') : undefined;
  const schedule = (env.BACKUP_SCHEDULE ?? '').toLowerCase();
  if (schedule && !['on', 'off'].includes(schedule)) throw new BackupError('CONFIG', 'BACKUP_SCHEDULE must be on or off.');
  return {
    dir: path.resolve(env.BACKUP_DIR || path.join(env.DATA_DIR || 'data', 'backups')),
    key,
    readKeys: [key, previous].filter((k): k is Buffer => Boolean(k)),
    // Test suites start many short-lived apps on throwaway databases: none of them should back up
    // unless a test asks for it.
    scheduler: schedule ? schedule === 'on' : env.NODE_ENV !== 'test',
  };
}
