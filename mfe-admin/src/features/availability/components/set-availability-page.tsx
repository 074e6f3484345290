import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useNavigate } from '@clinic/router';
import { errorMessage, useAddSlots } from '@clinic/api-client';
import { Messages, WEEKDAYS, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle } from '@clinic/ui';
import { isComplete, SlotRangePicker, type SlotValue } from './slot-range-picker';

interface SetAvailabilityForm {
  dayOfWeek?: Weekday;
  slots: SlotValue[];
}

/** `/admin/setAvailability`: add new slots to one weekday of the signed-in practitioner's week. */
export function SetAvailabilityPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<SetAvailabilityForm>();
  const add = useAddSlots();

  const submit = ({ dayOfWeek, slots }: SetAvailabilityForm) => {
    if (!dayOfWeek || slots.length === 0 || !slots.every(isComplete)) {
      notify.error(Messages.availability.selectDayAndSlots);
      return;
    }
    add.mutate(
      { dayOfWeek, slots: slots.map(({ startTime, endTime }) => ({ startTime: startTime!, endTime: endTime! })) },
      {
        onSuccess: () => {
          notify.success(Messages.availability.slotsAdded);
          navigate('/admin/myAvailability');
        },
        onError: (error) => notify.error(errorMessage(error, Messages.availability.saveFailed)),
      },
    );
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>Set Availability</PageTitle>
      <Typography.Paragraph type="secondary">
        Slots repeat every week. Clients book one slot at a time; times are on the half hour.
      </Typography.Paragraph>
      <Form<SetAvailabilityForm> form={form} layout="vertical" initialValues={{ slots: [{}] }} onFinish={submit} disabled={add.isPending}>
        <Form.Item label="Day" name="dayOfWeek">
          <Select placeholder="Choose a weekday" options={WEEKDAYS.map((d) => ({ value: d, label: d }))} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.List name="slots">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={field.name} label={index === 0 ? 'New slots' : undefined} style={{ marginBottom: 12 }}>
                    <SlotRangePicker />
                  </Form.Item>
                  {fields.length > 1 && (
                    <MinusCircleOutlined aria-label={`Remove slot ${index + 1}`} onClick={() => remove(field.name)} />
                  )}
                </Space>
              ))}
              <Form.Item>
                <Button type="dashed" onClick={() => addRow({})} icon={<PlusOutlined />}>
                  Add another slot
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Save slots
        </Button>
      </Form>
    </div>
  );
}
