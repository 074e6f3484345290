import { Form, Modal } from 'antd';
import DatePicker from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { errorMessage, isApiError, type Schemas, useRescheduleAppointment } from '@clinic/api-client';
import { ErrorCode } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange, Paragraph } from '@clinic/ui';
import { BookingDateField } from './booking-fields';
import { useFieldRules } from './field-rules';
import { SlotChoice } from './slot-choice';
import { useDaySlots } from './use-day-slots';

type Appointment = Schemas['AppointmentDto'];
interface Values {
  date?: Dayjs;
  slot?: string;
}

/**
 * Moves an appointment to a free time of the same nutritionist: pick a day, then one of its free slots.
 * The calendar's code comes with the dialog's (imported here, not lazily): its date is the first thing
 * asked, and fetching it only once the dialog had drawn made a third request in a row.
 */
export function RescheduleDialog({ appointment, open, onClose, onDone }: { appointment: Appointment; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const rules = useFieldRules();
  const notify = useNotify();
  const move = useRescheduleAppointment();
  const [form] = Form.useForm<Values>();
  const date = Form.useWatch('date', form);
  const day = useDaySlots(open ? appointment.nutritionist._id : undefined, date);

  const submit = ({ slot }: Values) => {
    if (!day.dateText || !slot) return;
    const [startTime, endTime] = slot.split('-');
    move.mutate(
      { id: appointment._id, body: { date: day.dateText, startTime, endTime } },
      {
        onSuccess: () => {
          notify.success(m.appointments.rescheduled);
          onDone();
        },
        onError: (error) => {
          notify.error(errorMessage(error, m.appointments.rescheduleFailed));
          // Taken meanwhile: show the day as it is now.
          if (isApiError(error) && error.code === ErrorCode.SlotTaken) day.refresh();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('appointments.rescheduleDialog.title')}
      okText={t('appointments.rescheduleDialog.ok')}
      okButtonProps={{ loading: move.isPending }}
      cancelText={t('common.close')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Paragraph>
        {t('appointments.rescheduleDialog.now', {
          date: formatDate(appointment.date),
          time: formatTimeRange(appointment.startTime, appointment.endTime),
          nutritionist: appointment.nutritionist.name,
        })}
      </Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={(changed: Values) => 'date' in changed && form.setFieldValue('slot', undefined)}>
        <BookingDateField dateText={day.dateText} today={day.today} lastBookable={day.lastBookable} isOffDay={day.isOffDay} nutritionistId={appointment.nutritionist._id} calendar={DatePicker} />
        {date && (
          <Form.Item label={t('appointments.slots.freeTimes')} name="slot" rules={rules.required}>
            <SlotChoice slots={day.daySlots} failed={day.failed} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
