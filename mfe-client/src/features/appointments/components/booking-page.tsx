import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useClientSearch } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { ClientPicker, PageTitle, useRole } from '@clinic/ui';
import { BookingDateField, requiredToBook, SessionFields } from './booking-fields';
import { BookingSummary } from './booking-summary';
import { notesCount, notesRule } from './field-rules';
import { SlotChoice } from './slot-choice';
import { type BookingForm, useBook } from './use-book';
import { useBookingPreset } from './use-booking-preset';
import { useBookingPrice } from './use-booking-price';
import { useDaySlots } from './use-day-slots';
import { useNutritionistChoice } from './use-nutritionist-choice';

/** `/appointmentForm`: nutritionist, then a date, then one of that day's free slots. */
export function BookingPage() {
  const { user, clinician, is } = useRole();
  const notify = useNotify();
  const [form] = Form.useForm<BookingForm>();
  const nutritionists = useNutritionistChoice(form);
  const clients = useClientSearch(clinician);
  const price = useBookingPrice(form, clinician);
  const nutritionistId = Form.useWatch('nutritionist', form);
  const day = useDaySlots(nutritionistId, Form.useWatch('date', form));
  const slot = Form.useWatch('slot', form);
  useBookingPreset(form, day.daySlots);
  const book = useBook(form, clinician, day);
  useEffect(() => {
    if (clients.failed) notify.error(Messages.users.loadClientsFailed);
  }, [clients.failed, notify]);

  if (!user) return <Alert type="warning" showIcon title={Messages.appointments.logInToBook} />;

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Book Your Appointment</PageTitle>
      <Form<BookingForm>
        form={form}
        layout="vertical"
        initialValues={{ sessionType: 'consultation', mode: 'in-person' }}
        onFinish={book.submit}
        onFinishFailed={({ errorFields }) => notify.error(errorFields[0]?.errors[0] ?? Messages.appointments.fillRequired)}
        onValuesChange={(changed: Partial<BookingForm>) => {
          // A slot belongs to one nutritionist and one date.
          if ('nutritionist' in changed) form.setFieldsValue({ date: undefined, slot: undefined });
          if ('date' in changed) form.setFieldValue('slot', undefined);
          if (changed.sessionType) price.onSessionTypeChange(changed.sessionType);
        }}
        disabled={book.pending}
      >
        <Form.Item label="Nutritionist" name="nutritionist" rules={requiredToBook}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Choose a nutritionist" loading={nutritionists.loading} options={nutritionists.options} disabled={nutritionists.locked} />
        </Form.Item>
        <BookingDateField day={day} nutritionistId={nutritionistId} />
        {day.dateText && (
          <Form.Item label="Time" name="slot" rules={requiredToBook}>
            <SlotChoice slots={day.daySlots} failed={day.failed} />
          </Form.Item>
        )}
        {clinician && (
          <Form.Item label="Client" name="client" rules={requiredToBook}>
            <ClientPicker {...clients.picker} careTeamOnly={is('nutritionist')} />
          </Form.Item>
        )}
        <SessionFields withPrice={clinician} />
        <Form.Item label="Notes" name="notes" rules={[notesRule]}>
          <Input.TextArea rows={3} count={notesCount} placeholder="Anything your nutritionist should know" />
        </Form.Item>
        <BookingSummary price={price.shown} dateText={day.dateText} slot={slot} />
        <Button type="primary" htmlType="submit" size="large" loading={book.pending}>
          Book Appointment
        </Button>
      </Form>
    </div>
  );
}
