import { Alert, Button, Form, Select } from 'antd';
// TextArea alone: antd's Input brings its OTP, Search and Password inputs too (issue 17).
import TextArea from 'antd/es/input/TextArea';
import { memo, useEffect } from 'react';
import { useClientSearch } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { messagesIn, useMessages, useTranslation } from '@clinic/i18n';
import { ClientPicker, PageTitle, useRole, disabledWhile, useSecondCommit } from '@clinic/ui';
import { BookingDateField, loadDatePicker, SessionFields } from './booking-fields';
import { BookingSummary } from './booking-summary';
import { notesCount, useFieldRules } from './field-rules';
import { SlotChoice } from './slot-choice';
import { type BookingForm, useBook } from './use-book';
import { useBookingPreset } from './use-booking-preset';
import { useBookingPrice } from './use-booking-price';
import { useDaySlots } from './use-day-slots';
import { useNutritionistChoice } from './use-nutritionist-choice';

const INITIAL_VALUES: Partial<BookingForm> = { sessionType: 'consultation', mode: 'in-person' };

/**
 * `/appointmentForm`: nutritionist, then a date, then one of that day's free slots.
 *
 * The page follows seven queries and three watched fields; each answer renders it again. Its
 * fields are memoised components given only what they show, so such a render redraws the field
 * that changed, not the whole form (about 290 components, three times after it mounts, each a long
 * task on a phone: issue 17).
 */
export function BookingPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
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
  const rest = useSecondCommit();
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
        initialValues={INITIAL_VALUES}
        onFinish={book.submit}
        onFinishFailed={({ errorFields }) => notify.error(errorFields[0]?.errors[0] ?? m.appointments.fillRequired)}
        onValuesChange={(changed: Partial<BookingForm>) => {
          // A slot belongs to one nutritionist and one date.
          if ('nutritionist' in changed) form.setFieldsValue({ date: undefined, slot: undefined });
          if ('date' in changed) form.setFieldValue('slot', undefined);
          if (changed.sessionType) price.onSessionTypeChange(changed.sessionType);
        }}
        disabled={disabledWhile(book.pending)}
      >
        <NutritionistField options={nutritionists.options} loading={nutritionists.loading} locked={nutritionists.locked} />
        <BookingDateField dateText={day.dateText} today={day.today} lastBookable={day.lastBookable} isOffDay={day.isOffDay} nutritionistId={nutritionistId} />
        {day.dateText && <SlotField slots={day.daySlots} failed={day.failed} />}
        {/* Below a phone's first screenful: mounted in a commit of its own (useSecondCommit). */}
        {rest && (
          <>
            {clinician && <ClientField {...clients.picker} careTeamOnly={is('nutritionist')} />}
            <SessionFields withPrice={clinician} />
            <NotesField />
            <BookingSummary price={price.shown} dateText={day.dateText} slot={slot} />
            <SubmitButton pending={book.pending} />
          </>
        )}
      </Form>
    </div>
  );
}

type NutritionistChoice = ReturnType<typeof useNutritionistChoice>;

const NutritionistField = memo(function NutritionistField({ options, loading, locked }: NutritionistChoice) {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  return (
    <Form.Item label={t('common.nutritionist')} name="nutritionist" rules={rules.required}>
      {/* Choosing starts fetching the date's calendar, which the choice turns on. */}
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('common.chooseNutritionist')}
        loading={loading}
        options={options}
        disabled={locked || undefined}
        onFocus={loadDatePicker}
        onMouseEnter={loadDatePicker}
      />
    </Form.Item>
  );
});

const SlotField = memo(function SlotField({ slots, failed }: { slots: { startTime: string; endTime: string }[] | undefined; failed: boolean }) {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  return (
    <Form.Item label={t('common.time')} name="slot" rules={rules.required}>
      <SlotChoice slots={slots} failed={failed} />
    </Form.Item>
  );
});

type ClientSearch = ReturnType<typeof useClientSearch>['picker'];

const ClientField = memo(function ClientField({ clients, searching, onSearch, careTeamOnly }: ClientSearch & { careTeamOnly: boolean }) {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  return (
    <Form.Item label={t('common.client')} name="client" rules={rules.required}>
      <ClientPicker clients={clients} searching={searching} onSearch={onSearch} careTeamOnly={careTeamOnly} />
    </Form.Item>
  );
});

const NotesField = memo(function NotesField() {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  return (
    <Form.Item label={t('common.notes')} name="notes" rules={[rules.notes]}>
      <TextArea rows={3} count={notesCount} placeholder={t('appointments.booking.notesPlaceholder')} />
    </Form.Item>
  );
});

const SubmitButton = memo(function SubmitButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation('client');
  return (
    <Button type="primary" htmlType="submit" size="large" loading={pending}>
      {t('appointments.booking.submit')}
    </Button>
  );
});
