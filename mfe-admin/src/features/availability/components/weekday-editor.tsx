import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { useState } from 'react';
import type { AvailabilitySlot, Weekday } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { formatTimeRange, Text } from '@clinic/ui';
import { SlotEditorRow } from './slot-editor-row';
import { useWeekdayEdit } from './use-weekday-edit';

const ROW = { display: 'flex', alignItems: 'center', gap: 6, padding: '6px 0', borderTop: '1px solid #eef1ee' } as const;

/** One weekday of the weekly editor: its slots, each open or blocked, changed or removed in place, and new ones added. */
export function WeekdayEditor({ day, slots }: { day: Weekday; slots: readonly AvailabilitySlot[] }) {
  const { t } = useTranslation('admin');
  const dayName = t(`availability.weekdays.${day}`);
  const edit = useWeekdayEdit(day, slots);
  // Which row is being edited: a slot's index, 'new', or none.
  const [editing, setEditing] = useState<number | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <section aria-label={dayName} style={{ background: '#fff', border: '1px solid #e8ece8', borderRadius: 8, padding: 12 }}>
      {edit.modalHolder}
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{dayName}</div>
      {slots.length === 0 && editing !== 'new' && (
        <Text type="secondary" style={{ display: 'block' }}>
          {t('availability.week.notWorking')}
        </Text>
      )}
      {slots.map((slot, index) => {
        const range = formatTimeRange(slot.startTime, slot.endTime);
        if (editing === index) {
          return (
            <div key={slot.startTime} style={ROW}>
              <SlotEditorRow initial={slot} saveLabel={t('availability.editor.save')} busy={edit.busy} onSave={(s) => edit.changeSlot(index, s)} onCancel={close} />
            </div>
          );
        }
        return (
          <div key={slot.startTime} style={ROW}>
            <span style={{ flex: 1, textDecoration: slot.isBooked ? 'line-through' : undefined, color: slot.isBooked ? '#8a938d' : undefined }}>{range}</span>
            <Switch
              size="small"
              checked={!slot.isBooked}
              checkedChildren={t('availability.week.open')}
              unCheckedChildren={t('availability.week.blocked')}
              aria-label={t('availability.week.openSwitch', { range })}
              disabled={edit.busy}
              onChange={(open) => edit.toggle(slot, open)}
            />
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('availability.week.change', { range })} onClick={() => setEditing(index)} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('availability.week.remove', { range })} disabled={edit.busy} onClick={() => edit.removeSlot(index)} />
          </div>
        );
      })}
      {editing === 'new' ? (
        <div style={ROW}>
          <SlotEditorRow saveLabel={t('availability.editor.add')} busy={edit.busy} onSave={edit.addSlot} onCancel={close} />
        </div>
      ) : (
        <Button type="dashed" size="small" icon={<PlusOutlined />} style={{ marginTop: 8, display: 'block' }} onClick={() => setEditing('new')} aria-label={t('availability.week.addOn', { day: dayName })}>
          {t('availability.editor.addSlot')}
        </Button>
      )}
    </section>
  );
}
