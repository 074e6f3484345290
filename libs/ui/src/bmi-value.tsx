import { Text } from './typography';
import { Space } from './space';
import { Tag, type TagColor } from './status-tags';
import type { BmiCategory } from '@clinic/contracts';
import { useLabels } from './labels';

const CATEGORY_COLORS: Record<BmiCategory, TagColor> = { underweight: 'blue', normal: 'green', overweight: 'orange', obese: 'red' };

/** A BMI and its category as a coloured tag; a dash when there is none. */
export function BmiValue({ bmi, category }: { bmi: number | null; category: BmiCategory | null }) {
  const labels = useLabels();
  if (bmi === null) return <Text type="secondary">—</Text>;
  return (
    <Space size={6}>
      <span>{bmi.toFixed(1)}</span>
      {category && <Tag color={CATEGORY_COLORS[category]}>{labels.bmiCategory(category)}</Tag>}
    </Space>
  );
}
