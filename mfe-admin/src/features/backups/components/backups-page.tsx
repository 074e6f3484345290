import { Alert, Col, Result, Row, Skeleton, Space } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { formatInstant, PageTitle, showFieldErrors } from '@clinic/ui';
import { useBackupStatus, useRunBackup, useSaveBackupSettings } from '../api/backups';
import { BackupSettingsForm } from './backup-settings-form';
import { LastBackupCard } from './last-backup-card';
import { RecentBackups } from './recent-backups';

/** `/admin/backups` (admin only): the backup schedule, the latest backups and "Back up now". */
export function BackupsPage() {
  const { timeZone } = useClinic();
  const notify = useNotify();
  const status = useBackupStatus();
  const save = useSaveBackupSettings();
  const run = useRunBackup();

  if (status.isPending) return <Skeleton active />;
  if (status.isError) return <Result status="error" title={errorMessage(status.error, 'Failed to load the backup status.')} />;
  const { lastRun } = status.data;

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) => (result.status === 'succeeded' ? notify.success(Messages.backups.succeeded) : notify.error(Messages.backups.failed)),
      onError: (error) => notify.error(errorMessage(error, 'The backup could not be started.')),
    });

  return (
    <div>
      <PageTitle>Backups</PageTitle>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {lastRun?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={`The backup of ${formatInstant(lastRun.startedAt, timeZone)} failed`}
            description={
              <>
                <div>{lastRun.error}</div>
                <div>Check the disk and the backup folder, then press “Back up now”.</div>
              </>
            }
          />
        )}
        {!status.data.encrypted && (
          <Alert
            type="warning"
            showIcon
            title="Backups are not encrypted"
            description="They hold clients' health records. Set BACKUP_KEY on the server (see docs/operations.md) so new backups are encrypted."
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <LastBackupCard status={status.data} timeZone={timeZone} running={run.isPending} onRun={runNow} />
          </Col>
          <Col xs={24} lg={10}>
            <BackupSettingsForm
              settings={status.data.settings}
              saving={save.isPending}
              onSave={(settings, form) =>
                save.mutate(settings, {
                  onSuccess: () => notify.success(Messages.backups.saved),
                  onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, 'Failed to save the schedule.')),
                })
              }
            />
          </Col>
        </Row>
        <RecentBackups runs={status.data.recent} timeZone={timeZone} />
      </Space>
    </div>
  );
}
