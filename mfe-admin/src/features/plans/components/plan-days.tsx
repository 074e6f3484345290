import '../../../i18n-nutrition';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { PLAN_DAYS_MAX } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

interface PlanDaysProps {
  days: number;
  day: number;
  onSelect: (day: number) => void;
  onAdd: () => void;
  onCopy: (to: number[]) => void;
}

/** Which day of the cycle is edited, a day more (up to a week), and the day copied onto others. */
export function PlanDays({ days, day, onSelect, onAdd, onCopy }: PlanDaysProps) {
  const { t } = useTranslation('admin');
  const [to, setTo] = useState<number[]>([]);
  const others = Array.from({ length: PLAN_DAYS_MAX }, (_, i) => i + 1).filter((d) => d !== day);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Segmented<number>
        aria-label={t('plans.days.label')}
        value={day}
        onChange={onSelect}
        options={Array.from({ length: days }, (_, i) => ({ value: i + 1, label: t('plans.days.day', { n: i + 1 }) }))}
      />
      <Button icon={<PlusOutlined />} onClick={onAdd} disabled={days >= PLAN_DAYS_MAX}>
        {t('plans.days.add')}
      </Button>
      <Space.Compact>
        <Select<number[]>
          mode="multiple"
          value={to}
          onChange={setTo}
          aria-label={t('plans.days.copyTo')}
          placeholder={t('plans.days.copyTo')}
          style={{ minWidth: 180 }}
          options={others.map((d) => ({ value: d, label: t('plans.days.day', { n: d }) }))}
        />
        <Button
          disabled={to.length === 0}
          onClick={() => {
            onCopy(to);
            setTo([]);
          }}
        >
          {t('plans.days.copy')}
        </Button>
      </Space.Compact>
    </Space>
  );
}
