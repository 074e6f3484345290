import { Link } from '@clinic/router';
import { useClientSearch } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { Button, ClientPicker, Space, useRole } from '@clinic/ui';

/**
 * The clinic's side of the progress list: which client's records to show, and adding one. A module
 * of its own, loaded only for the clinic's side, so that antd's Select does not come with a client's
 * progress page (issue 17).
 */
export default function ProgressClientFilter({ client, onChange }: { client?: string; onChange: (client?: string) => void }) {
  const { t } = useTranslation('client');
  const { clinician, is } = useRole();
  const clients = useClientSearch(clinician);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <ClientPicker
        {...clients.picker}
        allowClear
        placeholder={t('progress.list.allClients')}
        aria-label={t('common.client')}
        style={{ width: 300, maxWidth: '100%' }}
        value={client}
        onChange={onChange}
        careTeamOnly={is('nutritionist')}
      />
      {client && (
        <Link to={`/admin/progressPlans/${client}`}>
          <Button type="primary">{t('progress.list.addProgress')}</Button>
        </Link>
      )}
    </Space>
  );
}
