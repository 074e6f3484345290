import { Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useNutritionists } from '@clinic/api-client';
import { type AvailabilityOverride, OVERRIDE_KIND_LABELS } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { clinicToday, ConfirmDelete, formatDate, formatTimeRange, useRole } from '@clinic/ui';
import { OverrideForm } from './override-form';
import { useDateOverrides } from './use-date-overrides';

export function describeOverride(o: AvailabilityOverride): string {
  const dates = o.startDate === o.endDate ? formatDate(o.startDate) : `${formatDate(o.startDate)} – ${formatDate(o.endDate)}`;
  return o.kind === 'extra-hours' && o.startTime && o.endTime ? `${dates}, ${formatTimeRange(o.startTime, o.endTime)}` : dates;
}

/** Time off and extra hours: what is coming up, and a form to add more. The admin picks whose. */
export function DateOverrides() {
  const { timeZone } = useClinic();
  const { is, user } = useRole();
  const overrides = useDateOverrides();
  const nutritionists = useNutritionists();
  const list = overrides.overrides.data?.data ?? [];
  return (
    <section aria-label="Date overrides" style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Time off and extra hours</Typography.Title>
      <Typography.Paragraph type="secondary">
        Time off closes whole days to booking (appointments already booked stay: cancel or move them). Extra hours open a date outside the weekly hours.
      </Typography.Paragraph>
      {is('admin') && (
        <Space style={{ marginBottom: 16 }} wrap>
          <span>Whose dates</span>
          <Select
            aria-label="Whose dates"
            style={{ minWidth: 220 }}
            value={overrides.nutritionist ?? user?._id}
            onChange={(id) => overrides.setNutritionist(id === user?._id ? undefined : id)}
            options={(nutritionists.data?.data ?? []).map((n) => ({ value: n._id, label: n._id === user?._id ? `${n.name} (me)` : n.name }))}
          />
        </Space>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          {list.length === 0 ? (
            <Empty description="No time off or extra hours ahead." />
          ) : (
            <List
              bordered
              style={{ background: '#fff' }}
              dataSource={list}
              renderItem={(o) => (
                <List.Item actions={[<ConfirmDelete key="delete" what={describeOverride(o)} title="Remove this date override?" onConfirm={() => overrides.remove(o._id)} />]}>
                  <div>
                    <Tag color={o.kind === 'time-off' ? 'orange' : 'green'}>{OVERRIDE_KIND_LABELS[o.kind]}</Tag>
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
