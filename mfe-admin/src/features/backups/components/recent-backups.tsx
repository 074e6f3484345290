import { Table, Typography } from 'antd';
import type { BackupRun } from '@clinic/contracts';
import { formatInstant } from '@clinic/ui';
import { formatBytes } from './format';
import { RunResultTag } from './run-result-tag';

/** The latest backups, scheduled and manual, with their result, size and file (or error). */
export function RecentBackups({ runs, timeZone }: { runs: BackupRun[]; timeZone: string }) {
  return (
    <div>
      <Typography.Title level={4}>Recent backups</Typography.Title>
      <Table<BackupRun>
        rowKey={(r) => `${r.kind}-${r.startedAt}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={runs}
        locale={{ emptyText: 'No backups yet.' }}
        columns={[
          { title: 'When', key: 'when', render: (_, r) => formatInstant(r.startedAt, timeZone) },
          { title: 'Kind', key: 'kind', render: (_, r) => (r.kind === 'scheduled' ? 'Scheduled' : 'Manual') },
          { title: 'Result', key: 'status', render: (_, r) => <RunResultTag status={r.status} /> },
          { title: 'Size', key: 'size', render: (_, r) => (r.sizeBytes !== undefined ? formatBytes(r.sizeBytes) : '—') },
          { title: 'File or error', key: 'file', render: (_, r) => r.file ?? r.error ?? '' },
        ]}
      />
    </div>
  );
}
