import { Alert, Button, Result, Space } from 'antd';
import { Link } from '@clinic/router';
import { useMyAvailability } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, Pending } from '@clinic/ui';
import { DateOverrides } from './date-overrides';
import { WeeklyEditor } from './weekly-editor';

/**
 * `/admin/myAvailability`: the signed-in practitioner's week, edited in place (add, change, remove,
 * open or block each slot), and their time off and extra hours. The spec's four editors stay one
 * click away and change the same week.
 */
export function MyAvailabilityPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const week = useMyAvailability();
  return (
    <div>
      <PageTitle
        extra={
          <Space wrap>
            <Link to="/admin/setAvailability">
              <Button>{t('availability.mine.addSlots')}</Button>
            </Link>
            <Link to="/admin/updateSlots">
              <Button>{t('availability.mine.updateSlots')}</Button>
            </Link>
            <Link to="/admin/updateSlotStatus">
              <Button>{t('availability.mine.slotStatus')}</Button>
            </Link>
            <Link to="/admin/deleteAvailability">
              <Button danger>{t('availability.mine.deleteDay')}</Button>
            </Link>
          </Space>
        }
      >
        {t('availability.mine.title')}
      </PageTitle>
      {week.isPending ? (
        <Pending query={week} />
      ) : week.isError ? (
        <Result status="warning" title={t('availability.mine.loadFailed')} />
      ) : (
        <>
          {week.data.data.length === 0 && <Alert type="info" showIcon message={m.availability.youHaveNone} style={{ marginBottom: 12 }} />}
          <WeeklyEditor days={week.data.data} />
        </>
      )}
      <DateOverrides />
    </div>
  );
}
