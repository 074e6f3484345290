import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useClinicSettingsChanges } from '@clinic/api-client';
import type { SessionType } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant, Text, Title, Pending } from '@clinic/ui';
import { useAppointmentLabels } from '../../schedule/components/use-appointment-labels';

/** The settings' own fields, named as on the form (`settings.fields.<field>`). */
const FIELDS = new Set(['name', 'address', 'phone', 'cancelCutoffHours', 'followUpDays']);

/** Every change of the settings: who, when, and each field from its old value to its new one. */
export function SettingsChanges() {
  const { t } = useTranslation('admin');
  const labels = useAppointmentLabels();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(1);
  const changes = useClinicSettingsChanges(page);
  const items = changes.data?.data ?? [];
  const labelOf = (field: string) =>
    field.startsWith('prices.')
      ? t('settings.changes.price', { session: labels.session(field.slice(7) as SessionType) })
      : FIELDS.has(field)
        ? t(`settings.fields.${field}`)
        : field;
  const shown = (value: string) => value || t('settings.changes.empty');
  return (
    <section aria-label={t('settings.changes.title')}>
      <Title level={4}>{t('settings.changes.title')}</Title>
      {changes.isPending && <Pending query={changes} />}
      {changes.isSuccess && items.length === 0 && <Empty description={t('settings.changes.none')} />}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((change) => (
          <li key={change._id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', overflowWrap: 'anywhere' }}>
            <Text strong>
              {formatInstant(change.at, timeZone)} · {change.by.name}
            </Text>
            {change.changes.map((c) => (
              <div key={c.field}>{t('settings.changes.line', { field: labelOf(c.field), from: shown(c.from), to: shown(c.to) })}</div>
            ))}
          </li>
        ))}
      </ul>
      {(changes.data?.total ?? 0) > 10 && <Pagination size="small" current={page} pageSize={10} total={changes.data?.total} onChange={setPage} />}
    </section>
  );
}
