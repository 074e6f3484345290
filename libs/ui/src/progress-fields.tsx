import { Form, Input, InputNumber, Space } from 'antd';
import { bmiCategory, bmiPreview, BODY_FAT_PERCENT, type BmiScheme, HEIGHT_CM, PROGRESS_NOTES_MAX_LENGTH, WEIGHT_KG } from '@clinic/contracts';
import { useMessages } from '@clinic/i18n';
import { BmiValue } from './bmi-value';
import { useUiTranslation } from './i18n';

/**
 * Weight (kg), height (cm) and body fat (%) inputs with the BMI beside them, read-only and
 * recomputed as the user types; blank until weight and height are both in range, so a height typed
 * in the wrong unit shows its range message instead of a nonsense BMI, then the notes. Use inside an
 * antd Form.
 */
export function ProgressFields({ scheme }: { scheme: BmiScheme }) {
  const { t } = useUiTranslation();
  const m = useMessages();
  const form = Form.useFormInstance();
  const weight = Form.useWatch('weight', form) as number | null | undefined;
  const heightCm = Form.useWatch('heightCm', form) as number | null | undefined;
  const bmi = bmiPreview(weight, heightCm);
  return (
    <>
      <Space wrap size="large">
        <Form.Item label={t('measurement.weight')} name="weight" rules={[{ type: 'number', min: WEIGHT_KG.min, max: WEIGHT_KG.max, message: m.progress.weightRange }]}>
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('measurement.height')} name="heightCm" rules={[{ type: 'number', min: HEIGHT_CM.min, max: HEIGHT_CM.max, message: m.progress.heightRangeCm }]}>
          <InputNumber step={1} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          label={t('measurement.bodyFat')}
          name="bodyFat"
          rules={[{ type: 'number', min: BODY_FAT_PERCENT.min, max: BODY_FAT_PERCENT.max, message: m.progress.bodyFatRange }]}
        >
          <InputNumber step={0.1} precision={1} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item label={t('measurement.bmi')} extra={t('measurement.bmiHelp')}>
        <output data-testid="bmi" aria-live="polite" aria-label={t('measurement.bmi')}>
          <BmiValue bmi={bmi} category={bmiCategory(bmi, scheme)} />
        </output>
      </Form.Item>
      <Form.Item
        label={t('measurement.notes')}
        name="notes"
        rules={[{ max: PROGRESS_NOTES_MAX_LENGTH, message: t('measurement.notesTooLong', { max: PROGRESS_NOTES_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={3} count={{ show: true, max: PROGRESS_NOTES_MAX_LENGTH }} />
      </Form.Item>
    </>
  );
}
