import { Space, Tag, Typography } from 'antd';
import type { BmiCategory } from '@clinic/contracts';
import { useLabels } from './labels';

const CATEGORY_COLORS: Record<BmiCategory, string> = { underweight: 'blue', normal: 'green', overweight: 'orange', obese: 'red' };

/** A BMI and its category as a coloured tag; a dash when there is none. */
export function BmiValue({ bmi, category }: { bmi: number | null; category: BmiCategory | null }) {
  const labels = useLabels();
  if (bmi === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={6}>
      <span>{bmi.toFixed(1)}</span>
      {category && <Tag color={CATEGORY_COLORS[category]}>{labels.bmiCategory(category)}</Tag>}
    </Space>
  );
}
