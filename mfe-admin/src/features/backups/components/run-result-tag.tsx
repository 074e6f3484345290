import { Tag } from 'antd';
import type { BackupRunStatus } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

const COLORS: Record<BackupRunStatus, string> = { succeeded: 'green', failed: 'red', running: 'blue' };

export function RunResultTag({ status }: { status: BackupRunStatus }) {
  const { t } = useTranslation('admin');
  return <Tag color={COLORS[status]}>{t(`backups.results.${status}`)}</Tag>;
}
