import { Button, DatePicker, Space } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { dateToDayjs, dayjsToDate } from '@clinic/ui';
import { financialYearEnd, financialYearStart, monthEnd, monthStart, previousMonth } from './revenue-range';

/** The report's date range: typed or picked, or one of the usual presets. */
export function RevenueRangeBar({ range: [from, to], today, onChange }: { range: [string, string]; today: string; onChange: (range: [string, string]) => void }) {
  const { t } = useTranslation('admin');
  const presets: { label: string; value: [string, string] }[] = [
    { label: t('payments.revenue.thisMonth'), value: [monthStart(today), monthEnd(today)] },
    { label: t('payments.revenue.lastMonth'), value: previousMonth(today) },
    { label: t('payments.revenue.thisFinancialYear'), value: [financialYearStart(today), financialYearEnd(today)] },
  ];
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label={t('payments.revenue.range')}
        allowClear={false}
        format="DD/MM/YYYY"
        value={[dateToDayjs(from), dateToDayjs(to)]}
        onChange={(values) => {
          if (values?.[0] && values[1]) onChange([dayjsToDate(values[0]), dayjsToDate(values[1])]);
        }}
      />
      {presets.map((p) => (
        <Button key={p.label} size="small" type={p.value[0] === from && p.value[1] === to ? 'primary' : 'default'} onClick={() => onChange(p.value)}>
          {p.label}
        </Button>
      ))}
    </Space>
  );
}
