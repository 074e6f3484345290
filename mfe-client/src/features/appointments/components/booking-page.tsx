import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useClientSearch } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { messagesIn, useMessages, useTranslation } from '@clinic/i18n';
import { ClientPicker, PageTitle, useRole } from '@clinic/ui';
import { BookingDateField, SessionFields } from './booking-fields';
import { BookingSummary } from './booking-summary';
import { notesCount, useFieldRules } from './field-rules';
import { SlotChoice } from './slot-choice';
import { type BookingForm, useBook } from './use-book';
import { useBookingPreset } from './use-booking-preset';
import { useBookingPrice } from './use-booking-price';
import { useDaySlots } from './use-day-slots';
import { useNutritionistChoice } from './use-nutritionist-choice';

/** `/appointmentForm`: nutritionist, then a date, then one of that day's free slots. */
export function BookingPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const rules = useFieldRules();
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
    if (clients.failed) notify.error(messagesIn().users.loadClientsFailed);
  }, [clients.failed, notify]);

  if (!user) return <Alert type="warning" showIcon title={m.appointments.logInToBook} />;

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>{t('appointments.booking.title')}</PageTitle>
      <Form<BookingForm>
        form={form}
        layout="vertical"
        initialValues={{ sessionType: 'consultation', mode: 'in-person' }}
        onFinish={book.submit}
        onFinishFailed={({ errorFields }) => notify.error(errorFields[0]?.errors[0] ?? m.appointments.fillRequired)}
        onValuesChange={(changed: Partial<BookingForm>) => {
          // A slot belongs to one nutritionist and one date.
          if ('nutritionist' in changed) form.setFieldsValue({ date: undefined, slot: undefined });
          if ('date' in changed) form.setFieldValue('slot', undefined);
          if (changed.sessionType) price.onSessionTypeChange(changed.sessionType);
        }}
        disabled={book.pending}
      >
        <Form.Item label={t('common.nutritionist')} name="nutritionist" rules={rules.required}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder={t('common.chooseNutritionist')} loading={nutritionists.loading} options={nutritionists.options} disabled={nutritionists.locked} />
        </Form.Item>
        <BookingDateField day={day} nutritionistId={nutritionistId} />
        {day.dateText && (
          <Form.Item label={t('common.time')} name="slot" rules={rules.required}>
            <SlotChoice slots={day.daySlots} failed={day.failed} />
          </Form.Item>
        )}
        {clinician && (
          <Form.Item label={t('common.client')} name="client" rules={rules.required}>
            <ClientPicker {...clients.picker} careTeamOnly={is('nutritionist')} />
          </Form.Item>
        )}
        <SessionFields withPrice={clinician} />
        <Form.Item label={t('common.notes')} name="notes" rules={[rules.notes]}>
          <Input.TextArea rows={3} count={notesCount} placeholder={t('appointments.booking.notesPlaceholder')} />
        </Form.Item>
        <BookingSummary price={price.shown} dateText={day.dateText} slot={slot} />
        <Button type="primary" htmlType="submit" size="large" loading={book.pending}>
          {t('appointments.booking.submit')}
        </Button>
      </Form>
    </div>
  );
}
