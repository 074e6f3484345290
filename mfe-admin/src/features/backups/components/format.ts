import type { useTranslation } from '@clinic/i18n';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "482.1 kB": sizes as a person reads them, the unit in the reader's language. */
export function formatBytes(bytes: number, t: Translate): string {
  if (bytes < 1024) return t('backups.units.bytes', { value: String(bytes) });
  if (bytes < 1024 * 1024) return t('backups.units.kB', { value: (bytes / 1024).toFixed(1) });
  return t('backups.units.MB', { value: (bytes / 1024 / 1024).toFixed(1) });
}

/** "1.3 s" or "850 ms". */
export function formatDuration(ms: number, t: Translate): string {
  return ms < 1000 ? t('backups.units.ms', { value: String(ms) }) : t('backups.units.s', { value: (ms / 1000).toFixed(1) });
}
