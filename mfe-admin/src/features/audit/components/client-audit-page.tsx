import { Result, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from '@clinic/router';
import { useUser, type Schemas } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatInstant, PageTitle } from '@clinic/ui';
import { useClientAudit } from '../api/audit';

type Entry = Schemas['AuditEntryDto'];
const ACTION_COLORS: Record<Entry['action'], string> = { read: 'default', create: 'green', update: 'blue', delete: 'red', export: 'purple' };

/** `/admin/audit/{clientId}`: who read or changed this client's records, newest first (admin only). */
export function ClientAuditPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { clientId = '' } = useParams();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const client = useUser(clientId);
  const audit = useClientAudit(clientId, page);
  if (client.isError) return <Result status="warning" title={m.progress.loadClientFailed} />;
  // A role, action or kind of record added later without a text shows as it is.
  const resource = (e: Entry) => t(`audit.resources.${e.resource}`, { defaultValue: e.resource });
  return (
    <div>
      <Link to={`/admin/clientPlans/${clientId}`}>{t('audit.back', { name: client.data?.name ?? t('audit.client') })}</Link>
      <PageTitle>{client.data ? t('audit.titleOf', { name: client.data.name }) : t('audit.title')}</PageTitle>
      <Table<Entry>
        rowKey={(e) => `${e.at}-${e.actor._id}-${e.action}-${e.resource}-${e.resourceId}`}
        size="small"
        loading={audit.isFetching}
        dataSource={audit.data?.data}
        locale={{ emptyText: audit.isError ? t('audit.loadFailed') : t('audit.none') }}
        pagination={{ current: page, pageSize: 50, total: audit.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('audit.columns.when'), key: 'at', render: (_, e) => formatInstant(e.at, timeZone) },
          {
            title: t('audit.columns.who'),
            key: 'who',
            render: (_, e) => t('audit.who', { name: e.actor.name, role: t(`audit.roles.${e.actor.role}`, { defaultValue: e.actor.role }) }),
          },
          {
            title: t('audit.columns.did'),
            key: 'action',
            render: (_, e) => <Tag color={ACTION_COLORS[e.action]}>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</Tag>,
          },
          {
            title: t('audit.columns.what'),
            key: 'resource',
            render: (_, e) => (e.resourceId ? t('audit.what.one', { resource: resource(e), id: e.resourceId.slice(-6) }) : t('audit.what.list', { resource: resource(e) })),
          },
        ]}
      />
    </div>
  );
}
