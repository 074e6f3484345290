import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { AvailabilitySlot, Weekday } from '@clinic/contracts';
import { formatTimeRange } from '@clinic/ui';
import { SlotEditorRow } from './slot-editor-row';
import { useWeekdayEdit } from './use-weekday-edit';

const ROW = { display: 'flex', alignItems: 'center', gap: 6, padding: '6px 0', borderTop: '1px solid #eef1ee' } as const;

/** One weekday of the weekly editor: its slots, each open or blocked, changed or removed in place, and new ones added. */
export function WeekdayEditor({ day, slots }: { day: Weekday; slots: readonly AvailabilitySlot[] }) {
  const edit = useWeekdayEdit(day, slots);
  // Which row is being edited: a slot's index, 'new', or none.
  const [editing, setEditing] = useState<number | 'new'>();
  const close = () => setEditing(undefined);
  return (
    <section aria-label={day} style={{ background: '#fff', border: '1px solid #e8ece8', borderRadius: 8, padding: 12 }}>
      {edit.modalHolder}
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{day}</div>
      {slots.length === 0 && editing !== 'new' && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          Not working
        </Typography.Text>
      )}
      {slots.map((slot, index) => {
        const range = formatTimeRange(slot.startTime, slot.endTime);
        if (editing === index) {
          return (
            <div key={slot.startTime} style={ROW}>
              <SlotEditorRow initial={slot} saveLabel="Save" busy={edit.busy} onSave={(s) => edit.changeSlot(index, s)} onCancel={close} />
            </div>
          );
        }
        return (
          <div key={slot.startTime} style={ROW}>
            <span style={{ flex: 1, textDecoration: slot.isBooked ? 'line-through' : undefined, color: slot.isBooked ? '#8a938d' : undefined }}>{range}</span>
            <Switch
              size="small"
              checked={!slot.isBooked}
              checkedChildren="Open"
              unCheckedChildren="Blocked"
              aria-label={`${range} open for booking`}
              disabled={edit.busy}
              onChange={(open) => edit.toggle(slot, open)}
            />
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Change ${range}`} onClick={() => setEditing(index)} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${range}`} disabled={edit.busy} onClick={() => edit.removeSlot(index)} />
          </div>
        );
      })}
      {editing === 'new' ? (
        <div style={ROW}>
          <SlotEditorRow saveLabel="Add" busy={edit.busy} onSave={edit.addSlot} onCancel={close} />
        </div>
      ) : (
        <Button type="dashed" size="small" icon={<PlusOutlined />} style={{ marginTop: 8, display: 'block' }} onClick={() => setEditing('new')} aria-label={`Add slot on ${day}`}>
          Add slot
        </Button>
      )}
    </section>
  );
}
