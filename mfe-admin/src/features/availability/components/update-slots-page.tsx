import { Button, Empty, Form } from 'antd';
import { useState } from 'react';
import { useMyAvailability } from '@clinic/api-client';
import type { Weekday } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, Paragraph, disabledWhile, Pending } from '@clinic/ui';
import { DayPicker } from './day-picker';
import type { SlotValue } from './slot-range-picker';
import { SlotRows } from './slot-rows';
import { useSaveDay } from './use-save-day';

/** `/admin/updateSlots`: rewrite one day's slots; rows left blank are dropped, and no rows at all deletes the day. */
export function UpdateSlotsPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const week = useMyAvailability();
  const [day, setDay] = useState<Weekday>();
  const [form] = Form.useForm<{ slots: SlotValue[] }>();
  const { submit, modalHolder, pending } = useSaveDay(form, day, () => setDay(undefined));
  const days = week.data?.data ?? [];

  const choose = (weekday: Weekday) => {
    setDay(weekday);
    form.setFieldsValue({ slots: days.find((d) => d.dayOfWeek === weekday)?.slots.map(({ startTime, endTime }) => ({ startTime, endTime })) ?? [] });
  };

  if (week.isPending) return <Pending query={week} />;
  return (
    <div style={{ maxWidth: 560 }}>
      {modalHolder}
      <PageTitle>{t('availability.update.title')}</PageTitle>
      {days.length === 0 ? (
        <Empty description={m.availability.youHaveNone} />
      ) : (
        <>
          <DayPicker days={days} value={day} onChange={choose} />
          {day && (
            <Form form={form} layout="vertical" onFinish={submit} disabled={disabledWhile(pending)} style={{ marginTop: 16 }}>
              <Paragraph type="secondary">{t('availability.update.intro')}</Paragraph>
              <SlotRows addLabel={t('availability.editor.addSlot')} />
              <Button type="primary" htmlType="submit" loading={pending}>
                {t('availability.update.save', { day: t(`availability.weekdays.${day}`) })}
              </Button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
