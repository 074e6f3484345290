// eslint-disable-next-line no-restricted-imports -- copyable text needs antd's Typography
import { Button, Card, Descriptions, Typography } from 'antd';
import type { BackupStatus } from '@clinic/contracts';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { formatInstant } from '@clinic/ui';
import { formatBytes, formatDuration } from './format';
import { RunResultTag } from './run-result-tag';

interface Props {
  status: BackupStatus;
  timeZone: string;
  running: boolean;
  onRun: () => void;
}

/** The latest backup's time, size and result, when the next is due, and "Back up now". */
export function LastBackupCard({ status, timeZone, running, onRun }: Props) {
  const last = status.lastRun;
  const { t } = useTranslation('admin');
  return (
    <Card
      title={t('backups.last.title')}
      extra={
        <Button type="primary" loading={running} onClick={onRun}>
          {t('backups.last.runNow')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('backups.last.time')}>{last ? formatInstant(last.startedAt, timeZone) : t('backups.last.none')}</Descriptions.Item>
        {last && <Descriptions.Item label={t('backups.last.result')}><RunResultTag status={last.status} /></Descriptions.Item>}
        {last?.sizeBytes !== undefined && (
          <Descriptions.Item label={t('backups.last.size')}>
            {formatBytes(last.sizeBytes, t)}
            {last.documents !== undefined && ` · ${t('backups.last.records', { n: formatNumber(last.documents, 0) })}`}
            {last.durationMs !== undefined && ` · ${t('backups.last.took', { duration: formatDuration(last.durationMs, t) })}`}
          </Descriptions.Item>
        )}
        {status.lastSuccess && last?.status !== 'succeeded' && (
          <Descriptions.Item label={t('backups.last.lastGood')}>
            {formatInstant(status.lastSuccess.startedAt, timeZone)}
            {status.lastSuccess.sizeBytes !== undefined && ` · ${formatBytes(status.lastSuccess.sizeBytes, t)}`}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('backups.last.next')}>{status.nextRunAt ? formatInstant(status.nextRunAt, timeZone) : t('backups.last.scheduleOff')}</Descriptions.Item>
        <Descriptions.Item label={t('backups.last.encryption')}>{status.encrypted ? t('backups.last.encrypted') : t('backups.last.notEncrypted')}</Descriptions.Item>
        <Descriptions.Item label={t('backups.last.folder')}>
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {status.directory}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
