import '../../../i18n-nutrition';
import { InputNumber, Select, Space } from 'antd';
import type { FoodSummary } from '@clinic/contracts';
import { formatNumber, useTranslation } from '@clinic/i18n';
import type { ItemValue } from './plan-values';

const GRAMS = '';

interface AmountInputProps {
  value?: ItemValue;
  onChange?: (value: ItemValue) => void;
  food?: FoodSummary;
  /** For screen readers: which item this is. */
  label: string;
}

/** An item's amount: grams, or a count of one of its food's household measures (katori, roti…). */
export function AmountInput({ value, onChange, food, label }: AmountInputProps) {
  const { t } = useTranslation('admin');
  if (!value) return null;
  const measures = food?.measures ?? (value.measure?.name ? [{ name: value.measure.name, grams: 0 }] : []);
  const unit = value.measure?.name ?? GRAMS;
  const amount = value.measure?.name ? value.measure.count : value.grams;
  const change = (next: Partial<ItemValue>) => onChange?.({ ...value, ...next });
  return (
    <Space.Compact>
      {/* No min/max on the input: antd would quietly change an amount out of bounds instead of saying so. */}
      <InputNumber<number>
        value={amount ?? null}
        aria-label={t('plans.items.amount', { item: label })}
        style={{ width: 90 }}
        onChange={(n) => (unit === GRAMS ? change({ grams: n, measure: null }) : change({ measure: { name: unit, count: n } }))}
      />
      <Select<string>
        value={unit}
        aria-label={t('plans.items.unit', { item: label })}
        style={{ width: 150 }}
        popupMatchSelectWidth={false}
        options={[
          { value: GRAMS, label: t('plans.items.grams') },
          ...measures.map((m) => ({ value: m.name, label: m.grams ? t('plans.items.measure', { name: t(`foods.measureNames.${m.name}`, { defaultValue: m.name }), grams: formatNumber(m.grams, 0) }) : m.name })),
        ]}
        onChange={(name) => (name === GRAMS ? change({ grams: amount ?? null, measure: null }) : change({ grams: null, measure: { name, count: value.measure?.count ?? 1 } }))}
      />
    </Space.Compact>
  );
}
