import { Button, Form, Select } from 'antd';
import { useNavigate } from '@clinic/router';
import { errorMessage, useAddSlots } from '@clinic/api-client';
import { WEEKDAYS, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, showFieldErrors, Paragraph, disabledWhile } from '@clinic/ui';
import { isComplete, type SlotValue } from './slot-range-picker';
import { SlotRows } from './slot-rows';

interface SetAvailabilityForm {
  dayOfWeek?: Weekday;
  slots: SlotValue[];
}

/** `/admin/setAvailability`: add new slots to one weekday of the signed-in practitioner's week. */
export function SetAvailabilityPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<SetAvailabilityForm>();
  const add = useAddSlots();

  const submit = ({ dayOfWeek, slots }: SetAvailabilityForm) => {
    if (!dayOfWeek || slots.length === 0 || !slots.every(isComplete)) {
      notify.error(m.availability.selectDayAndSlots);
      return;
    }
    add.mutate(
      { dayOfWeek, slots: slots.map(({ startTime, endTime }) => ({ startTime: startTime!, endTime: endTime! })) },
      {
        onSuccess: () => {
          notify.success(m.availability.slotsAdded);
          navigate('/admin/myAvailability');
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.availability.saveFailed)),
      },
    );
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>{t('availability.set.title')}</PageTitle>
      <Paragraph type="secondary">{t('availability.set.intro')}</Paragraph>
      <Form<SetAvailabilityForm> form={form} layout="vertical" initialValues={{ slots: [{}] }} onFinish={submit} disabled={disabledWhile(add.isPending)}>
        <Form.Item label={t('availability.dayPicker.label')} name="dayOfWeek">
          <Select
            placeholder={t('availability.set.chooseWeekday')}
            options={WEEKDAYS.map((d) => ({ value: d, label: t(`availability.weekdays.${d}`) }))}
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <SlotRows label={t('availability.set.newSlots')} addLabel={t('availability.set.addAnother')} keepOne />
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('availability.set.save')}
        </Button>
      </Form>
    </div>
  );
}
