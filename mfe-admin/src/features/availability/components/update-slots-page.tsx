import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useDeleteAvailabilityDay, useMyAvailability, useReplaceSlots } from '@clinic/api-client';
import { Messages, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle } from '@clinic/ui';
import { DayPicker } from './day-picker';
import { isComplete, SlotRangePicker, type SlotValue } from './slot-range-picker';

/** `/admin/updateSlots`: rewrite one day's slots; rows left blank are dropped, and no rows at all deletes the day. */
export function UpdateSlotsPage() {
  const notify = useNotify();
  const week = useMyAvailability();
  const replace = useReplaceSlots();
  const removeDay = useDeleteAvailabilityDay();
  // The hook form: the shell has no antd App around the screens, and its context carries the theme.
  const [modal, modalHolder] = Modal.useModal();
  const [day, setDay] = useState<Weekday>();
  const [form] = Form.useForm<{ slots: SlotValue[] }>();
  const days = week.data?.data ?? [];

  const choose = (weekday: Weekday) => {
    setDay(weekday);
    form.setFieldsValue({ slots: days.find((d) => d.dayOfWeek === weekday)?.slots.map(({ startTime, endTime }) => ({ startTime, endTime })) ?? [] });
  };

  const submit = ({ slots }: { slots: SlotValue[] }) => {
    if (!day) return;
    const filled = (slots ?? []).filter(isComplete);
    if (filled.length === 0) {
      // A day without slots is no availability at all: offer what the user means, deleting the day.
      modal.confirm({
        title: `Delete all of ${day}'s slots?`,
        content: 'No slots are left for this day. Clients will no longer be able to book it. Existing appointments stay.',
        okText: 'Delete day',
        okButtonProps: { danger: true },
        cancelText: 'Keep editing',
        onOk: () =>
          removeDay.mutateAsync(day).then(
            (result) => {
              notify.success(result.message);
              setDay(undefined);
            },
            (error) => notify.error(errorMessage(error, Messages.availability.deleteFailed)),
          ),
      });
      return;
    }
    replace.mutate(
      { dayOfWeek: day, slots: filled },
      {
        onSuccess: () => notify.success(Messages.availability.slotsUpdated),
        onError: (error) => notify.error(errorMessage(error, Messages.availability.updateSlotsFailed)),
      },
    );
  };

  if (week.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 560 }}>
      {modalHolder}
      <PageTitle>Update Slots</PageTitle>
      {days.length === 0 ? (
        <Empty description={Messages.availability.youHaveNone} />
      ) : (
        <>
          <DayPicker days={days} value={day} onChange={choose} />
          {day && (
            <Form form={form} layout="vertical" onFinish={submit} disabled={replace.isPending} style={{ marginTop: 16 }}>
              <Typography.Paragraph type="secondary">Clear a row to drop that slot. Status (blocked or open) is kept for unchanged slots.</Typography.Paragraph>
              <Form.List name="slots">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field, index) => (
                      <Space key={field.key} align="baseline">
                        <Form.Item name={field.name} style={{ marginBottom: 12 }}>
                          <SlotRangePicker />
                        </Form.Item>
                        <MinusCircleOutlined aria-label={`Remove slot ${index + 1}`} onClick={() => remove(field.name)} />
                      </Space>
                    ))}
                    <Form.Item>
                      <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />}>
                        Add slot
                      </Button>
                    </Form.Item>
                  </>
                )}
              </Form.List>
              <Button type="primary" htmlType="submit" loading={replace.isPending}>
                Save {day}
              </Button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
