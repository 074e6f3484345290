import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';
import { api, unwrap } from '@clinic/api-client';
import { useRole } from '@clinic/ui';

/**
 * The in-app notice of a failed backup, on the admin's start pages: /api/health tells the admin
 * (only) how the latest backup went. Email follows when the product has notifications.
 */
export function BackupAlert() {
  const admin = useRole().is('admin');
  const { t } = useTranslation('shell');
  const health = useQuery({
    queryKey: ['health', 'backups'],
    queryFn: () => unwrap(api.GET('/api/health')),
    enabled: admin,
  });
  const backups = health.data?.backups;
  if (!admin || backups?.status !== 'failed') return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('home.backup.failed')}
      description={
        <>
          {backups.error} <Link to="/admin/backups">{t('home.backup.open')}</Link>
        </>
      }
    />
  );
}
