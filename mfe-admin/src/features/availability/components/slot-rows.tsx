import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { SlotRangePicker } from './slot-range-picker';

interface SlotRowsProps {
  /** Label of the first row, if any. */
  label?: string;
  addLabel: string;
  /** Whether the last row stays (no remove button while there is one row). */
  keepOne?: boolean;
}

/** The form's `slots` list: one time range a row, rows added and removed. */
export function SlotRows({ label, addLabel, keepOne = false }: SlotRowsProps) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name="slots">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={field.name} label={index === 0 ? label : undefined} style={{ marginBottom: 12 }}>
                <SlotRangePicker />
              </Form.Item>
              {(!keepOne || fields.length > 1) && <MinusCircleOutlined aria-label={t('availability.slotRows.remove', { number: index + 1 })} onClick={() => remove(field.name)} />}
            </Space>
          ))}
          <Form.Item>
            <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />}>
              {addLabel}
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}
