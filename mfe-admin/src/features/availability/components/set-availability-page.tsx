import { Button, Form, Select, Typography } from 'antd';
import { useNavigate } from '@clinic/router';
import { errorMessage, useAddSlots } from '@clinic/api-client';
import { Messages, WEEKDAYS, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle, showFieldErrors } from '@clinic/ui';
import { isComplete, type SlotValue } from './slot-range-picker';
import { SlotRows } from './slot-rows';

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
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.availability.saveFailed)),
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
        <SlotRows label="New slots" addLabel="Add another slot" keepOne />
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Save slots
        </Button>
      </Form>
    </div>
  );
}
