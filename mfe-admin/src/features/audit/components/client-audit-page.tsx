import { Result, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from '@clinic/router';
import { useUser, type Schemas } from '@clinic/api-client';
import { ROLE_LABELS, type Role } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { formatInstant, PageTitle } from '@clinic/ui';
import { useClientAudit } from '../api/audit';

type Entry = Schemas['AuditEntryDto'];
const ACTION_COLORS: Record<Entry['action'], string> = { read: 'default', create: 'green', update: 'blue', delete: 'red', export: 'purple' };

/** `/admin/audit/{clientId}`: who read or changed this client's records, newest first (admin only). */
export function ClientAuditPage() {
  const { clientId = '' } = useParams();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const client = useUser(clientId);
  const audit = useClientAudit(clientId, page);
  if (client.isError) return <Result status="warning" title="Failed to load client information." />;
  return (
    <div>
      <Link to={`/admin/clientPlans/${clientId}`}>← {client.data?.name ?? 'Client'}&apos;s plans and progress</Link>
      <PageTitle>Access log{client.data ? ` · ${client.data.name}` : ''}</PageTitle>
      <Table<Entry>
        rowKey={(e) => `${e.at}-${e.actor._id}-${e.action}-${e.resource}-${e.resourceId}`}
        size="small"
        loading={audit.isFetching}
        dataSource={audit.data?.data}
        locale={{ emptyText: audit.isError ? 'Failed to load the access log.' : 'Nobody has opened this client\'s records yet.' }}
        pagination={{ current: page, pageSize: 50, total: audit.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'When', key: 'at', render: (_, e) => formatInstant(e.at, timeZone) },
          { title: 'Who', key: 'who', render: (_, e) => `${e.actor.name} (${ROLE_LABELS[e.actor.role as Role] ?? e.actor.role})` },
          { title: 'Did', key: 'action', render: (_, e) => <Tag color={ACTION_COLORS[e.action]}>{e.action}</Tag> },
          { title: 'What', key: 'resource', render: (_, e) => (e.resourceId ? `${e.resource} ${e.resourceId.slice(-6)}` : `${e.resource} list`) },
        ]}
      />
    </div>
  );
}
