import { Alert, Col, Result, Row, Space } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatInstant, PageTitle, showFieldErrors, Pending } from '@clinic/ui';
import { useBackupStatus, useRunBackup, useSaveBackupSettings } from '../api/backups';
import { BackupSettingsForm } from './backup-settings-form';
import { LastBackupCard } from './last-backup-card';
import { RecentBackups } from './recent-backups';

/** `/admin/backups` (admin only): the backup schedule, the latest backups and "Back up now". */
export function BackupsPage() {
  const { timeZone } = useClinic();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const status = useBackupStatus();
  const save = useSaveBackupSettings();
  const run = useRunBackup();

  if (status.isPending) return <Pending query={status} />;
  if (status.isError) return <Result status="error" title={errorMessage(status.error, t('backups.loadFailed'))} />;
  const { lastRun } = status.data;

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (result) => (result.status === 'succeeded' ? notify.success(m.backups.succeeded) : notify.error(m.backups.failed)),
      onError: (error) => notify.error(errorMessage(error, t('backups.startFailed'))),
    });

  return (
    <div>
      <PageTitle>{t('backups.title')}</PageTitle>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {lastRun?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t('backups.failedTitle', { time: formatInstant(lastRun.startedAt, timeZone) })}
            description={
              <>
                <div>{lastRun.error}</div>
                <div>{t('backups.failedHint')}</div>
              </>
            }
          />
        )}
        {!status.data.encrypted && (
          <Alert
            type="warning"
            showIcon
            title={t('backups.notEncryptedTitle')}
            description={t('backups.notEncryptedDescription')}
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
                  onSuccess: () => notify.success(m.backups.saved),
                  onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('backups.saveFailed'))),
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
