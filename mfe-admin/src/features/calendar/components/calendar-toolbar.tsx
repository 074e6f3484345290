import { Button, Segmented, Select, Space } from 'antd';
import { useNutritionists } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { formatDate } from '@clinic/ui';
import type { CalendarView } from './calendar-layout';
import type { useCalendar } from './use-calendar';

/** Previous, today, next; day or week; and for the admin, whose calendar. */
export function CalendarToolbar({ calendar }: { calendar: ReturnType<typeof useCalendar> }) {
  const { dates, view, isPhone, go, goTo, today, setView, chooseNutritionist, nutritionist } = calendar;
  const { t } = useTranslation('admin');
  const nutritionists = useNutritionists();
  const label = dates.length === 1 ? formatDate(dates[0]) : `${formatDate(dates[0]).replace(/ \d{4}$/, '')} – ${formatDate(dates[dates.length - 1])}`;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
      <Space wrap>
        <Space.Compact>
          <Button onClick={() => go(-1)} aria-label={view === 'day' ? t('calendar.toolbar.previousDay') : t('calendar.toolbar.previousWeek')}>
            ‹
          </Button>
          <Button onClick={() => goTo(today)}>{t('calendar.toolbar.today')}</Button>
          <Button onClick={() => go(1)} aria-label={view === 'day' ? t('calendar.toolbar.nextDay') : t('calendar.toolbar.nextWeek')}>
            ›
          </Button>
        </Space.Compact>
        <strong aria-live="polite">{label}</strong>
      </Space>
      <Space wrap>
        {chooseNutritionist && (
          <Select
            aria-label={t('calendar.toolbar.nutritionist')}
            allowClear
            placeholder={t('calendar.toolbar.allNutritionists')}
            style={{ minWidth: 200 }}
            value={nutritionist}
            onChange={(id) => chooseNutritionist(id)}
            options={(nutritionists.data?.data ?? []).map((n) => ({ value: n._id, label: n.name }))}
          />
        )}
        {!isPhone && <Segmented<CalendarView> value={view} onChange={setView} options={[
              { value: 'day', label: t('calendar.toolbar.day') },
              { value: 'week', label: t('calendar.toolbar.week') },
            ]} />}
      </Space>
    </div>
  );
}
