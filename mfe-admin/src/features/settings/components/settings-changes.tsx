import { Empty, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useClinicSettingsChanges } from '@clinic/api-client';
import { SESSION_TYPE_LABELS, type SessionType } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { formatInstant } from '@clinic/ui';

const LABELS: Record<string, string> = {
  name: 'Clinic name',
  address: 'Address',
  phone: 'Phone',
  cancelCutoffHours: 'Cancellation cut-off (hours)',
  followUpDays: 'Follow-up after (days)',
};
const labelOf = (field: string) =>
  field.startsWith('prices.') ? `Price of ${SESSION_TYPE_LABELS[field.slice(7) as SessionType] ?? field.slice(7)} (₹)` : (LABELS[field] ?? field);

/** Every change of the settings: who, when, and each field from its old value to its new one. */
export function SettingsChanges() {
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const changes = useClinicSettingsChanges(page);
  const items = changes.data?.data ?? [];
  return (
    <section aria-label="Changes">
      <Typography.Title level={4}>Changes</Typography.Title>
      {changes.isPending && <Skeleton active />}
      {changes.isSuccess && items.length === 0 && <Empty description="No changes yet." />}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((change) => (
          <li key={change._id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', overflowWrap: 'anywhere' }}>
            <Typography.Text strong>
              {formatInstant(change.at, timeZone)} · {change.by.name}
            </Typography.Text>
            {change.changes.map((c) => (
              <div key={c.field}>
                {labelOf(c.field)}: {c.from || '(empty)'} → {c.to || '(empty)'}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {(changes.data?.total ?? 0) > 10 && <Pagination size="small" current={page} pageSize={10} total={changes.data?.total} onChange={setPage} />}
    </section>
  );
}
