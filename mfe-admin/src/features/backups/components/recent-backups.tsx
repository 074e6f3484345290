import { Table } from 'antd';
import type { BackupRun } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { formatInstant, Title } from '@clinic/ui';
import { formatBytes } from './format';
import { RunResultTag } from './run-result-tag';

/** The latest backups, scheduled and manual, with their result, size and file (or error). */
export function RecentBackups({ runs, timeZone }: { runs: BackupRun[]; timeZone: string }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <Title level={4}>{t('backups.recent.title')}</Title>
      <Table<BackupRun>
        rowKey={(r) => `${r.kind}-${r.startedAt}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={runs}
        locale={{ emptyText: t('backups.recent.empty') }}
        columns={[
          { title: t('backups.recent.when'), key: 'when', render: (_, r) => formatInstant(r.startedAt, timeZone) },
          { title: t('backups.recent.kind'), key: 'kind', render: (_, r) => (r.kind === 'scheduled' ? t('backups.recent.scheduled') : t('backups.recent.manual')) },
          { title: t('backups.recent.result'), key: 'status', render: (_, r) => <RunResultTag status={r.status} /> },
          { title: t('backups.recent.size'), key: 'size', render: (_, r) => (r.sizeBytes !== undefined ? formatBytes(r.sizeBytes, t) : '—') },
          { title: t('backups.recent.file'), key: 'file', render: (_, r) => r.file ?? r.error ?? '' },
        ]}
      />
    </div>
  );
}
