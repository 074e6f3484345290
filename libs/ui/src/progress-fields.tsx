import { Form, InputNumber, Space, Tag, Typography } from 'antd';
import { BMI_CATEGORY_LABELS, bmiCategory, bmiOf, BODY_FAT_PERCENT, type BmiCategory, type BmiScheme, HEIGHT_M, Messages, WEIGHT_KG } from '@clinic/contracts';

const CATEGORY_COLORS: Record<BmiCategory, string> = { underweight: 'blue', normal: 'green', overweight: 'orange', obese: 'red' };

export function BmiValue({ bmi, category }: { bmi: number | null; category: BmiCategory | null }) {
  if (bmi === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={6}>
      <span>{bmi.toFixed(1)}</span>
      {category && <Tag color={CATEGORY_COLORS[category]}>{BMI_CATEGORY_LABELS[category]}</Tag>}
    </Space>
  );
}

/**
 * Weight, height and body fat inputs (steps 0.1, 0.01, 0.1) with the BMI beside them, read-only and
 * recomputed as the user types; blank while weight or height is missing. Use inside an antd Form.
 */
export function ProgressFields({ scheme }: { scheme: BmiScheme }) {
  const form = Form.useFormInstance();
  const weight = Form.useWatch('weight', form) as number | null | undefined;
  const height = Form.useWatch('height', form) as number | null | undefined;
  const bmi = bmiOf(weight, height);
  return (
    <>
      <Space wrap size="large">
        <Form.Item label="Weight (kg)" name="weight" rules={[{ type: 'number', min: WEIGHT_KG.min, max: WEIGHT_KG.max, message: Messages.progress.weightRange }]}>
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="Height (m)" name="height" rules={[{ type: 'number', min: HEIGHT_M.min, max: HEIGHT_M.max, message: Messages.progress.heightRange }]}>
          <InputNumber step={0.01} precision={2} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          label="Body fat (%)"
          name="bodyFat"
          rules={[{ type: 'number', min: BODY_FAT_PERCENT.min, max: BODY_FAT_PERCENT.max, message: Messages.progress.bodyFatRange }]}
        >
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item label="BMI" extra="Calculated from weight and height.">
        <output data-testid="bmi" aria-live="polite" aria-label="BMI">
          <BmiValue bmi={bmi} category={bmiCategory(bmi, scheme)} />
        </output>
      </Form.Item>
    </>
  );
}
