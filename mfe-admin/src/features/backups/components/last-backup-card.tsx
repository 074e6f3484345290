import { Button, Card, Descriptions, Typography } from 'antd';
import type { BackupStatus } from '@clinic/contracts';
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
  return (
    <Card
      title="Last backup"
      extra={
        <Button type="primary" loading={running} onClick={onRun}>
          Back up now
        </Button>
      }
    >
      <Descriptions column={1} size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label="Time">{last ? formatInstant(last.startedAt, timeZone) : 'No backup yet'}</Descriptions.Item>
        {last && <Descriptions.Item label="Result"><RunResultTag status={last.status} /></Descriptions.Item>}
        {last?.sizeBytes !== undefined && (
          <Descriptions.Item label="Size">
            {formatBytes(last.sizeBytes)}
            {last.documents !== undefined && ` · ${last.documents.toLocaleString('en-IN')} records`}
            {last.durationMs !== undefined && ` · took ${formatDuration(last.durationMs)}`}
          </Descriptions.Item>
        )}
        {status.lastSuccess && last?.status !== 'succeeded' && (
          <Descriptions.Item label="Last good one">
            {formatInstant(status.lastSuccess.startedAt, timeZone)}
            {status.lastSuccess.sizeBytes !== undefined && ` · ${formatBytes(status.lastSuccess.sizeBytes)}`}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Next scheduled">{status.nextRunAt ? formatInstant(status.nextRunAt, timeZone) : 'Scheduled backups are off'}</Descriptions.Item>
        <Descriptions.Item label="Encryption">{status.encrypted ? 'Encrypted (BACKUP_KEY)' : 'Not encrypted'}</Descriptions.Item>
        <Descriptions.Item label="Folder">
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {status.directory}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
