import { Empty, List, Select, Space, Tag } from 'antd';
import { useNutritionists } from '@clinic/api-client';
import type { AvailabilityOverride } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { clinicToday, ConfirmDelete, formatDate, formatTimeRange, useRole, Paragraph, Title } from '@clinic/ui';
import { OverrideForm } from './override-form';
import { useDateOverrides } from './use-date-overrides';

export function describeOverride(o: AvailabilityOverride): string {
  const dates = o.startDate === o.endDate ? formatDate(o.startDate) : `${formatDate(o.startDate)} – ${formatDate(o.endDate)}`;
  return o.kind === 'extra-hours' && o.startTime && o.endTime ? `${dates}, ${formatTimeRange(o.startTime, o.endTime)}` : dates;
}

/** Time off and extra hours: what is coming up, and a form to add more. The admin picks whose. */
export function DateOverrides() {
  const { t } = useTranslation('admin');
  const { timeZone } = useClinic();
  const { is, user } = useRole();
  const overrides = useDateOverrides();
  const nutritionists = useNutritionists();
  const list = overrides.overrides.data?.data ?? [];
  const isAdmin = is('admin');
  return (
    <section aria-label={t('availability.overrides.region')} style={{ marginTop: 32 }}>
      <Title level={4}>{t('availability.overrides.title')}</Title>
      <Paragraph type="secondary">{t('availability.overrides.intro')}</Paragraph>
      {isAdmin && (
        <Space style={{ marginBottom: 16 }} wrap>
          <span>{t('availability.overrides.whose')}</span>
          <Select
            aria-label={t('availability.overrides.whose')}
            style={{ minWidth: 220 }}
            value={overrides.nutritionist ?? user?._id}
            onChange={(id) => overrides.setNutritionist(id === user?._id ? undefined : id)}
            options={(nutritionists.data?.data ?? []).map((n) => ({ value: n._id, label: n._id === user?._id ? t('availability.overrides.me', { name: n.name }) : n.name }))}
          />
        </Space>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          {list.length === 0 ? (
            <Empty description={t('availability.overrides.none')} />
          ) : (
            <List
              bordered
              style={{ background: '#fff' }}
              dataSource={list}
              renderItem={(o) => (
                <List.Item
                  actions={[<ConfirmDelete key="delete" what={describeOverride(o)} title={t('availability.overrides.removeConfirm')} onConfirm={() => overrides.remove(o._id)} />]}
                >
                  <div>
                    <Tag color={o.kind === 'time-off' ? 'orange' : 'green'}>{t(`availability.kinds.${o.kind}`)}</Tag>
                    {describeOverride(o)}
                    {o.note && <div style={{ color: '#6b746f' }}>{o.note}</div>}
                  </div>
                </List.Item>
              )}
            />
          )}
        </div>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <OverrideForm overrides={overrides} today={clinicToday(timeZone)} />
        </div>
      </div>
    </section>
  );
}
