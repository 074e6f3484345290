import '../../../i18n-nutrition';
import { Button, Card, DatePicker, Form, InputNumber, Radio, Select, Space, type FormInstance } from 'antd';
import { ACTIVITY_LEVELS, ALLERGENS, DIETS, MACRO_UNITS, SEXES, TARGET_METHODS } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { disabledWhile, keepEnterInPicker, pickerDateFormats } from '@clinic/ui';
import { type ProfileFormValues, profileProblems } from './profile-values';

const MACROS = ['protein', 'carbohydrate', 'fat'] as const;

interface ProfileFormProps {
  form: FormInstance<ProfileFormValues>;
  initialValues: ProfileFormValues;
  today: string;
  onSubmit: (values: ProfileFormValues) => void;
  submitting: boolean;
}

/** A client's facts (sex, date of birth, activity, diet, allergies) and their daily target. */
export function ProfileForm({ form, initialValues, today, onSubmit, submitting }: ProfileFormProps) {
  const { t } = useTranslation('admin');
  const method = Form.useWatch('method', form) ?? initialValues.method;
  const unit = Form.useWatch('macroUnit', form) ?? initialValues.macroUnit;
  const finish = (values: ProfileFormValues) => {
    const problems = profileProblems(values, today);
    if (problems.length === 0) return onSubmit(values);
    form.setFields(problems.map(([name, key, v]) => ({ name, errors: [t(key, { ...v })] })));
  };
  const macroSuffix = unit === 'percent' ? '%' : t('nutrients.gramsValue', { value: '' }).trim();
  return (
    <Form<ProfileFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={finish} disabled={disabledWhile(submitting)}>
      <Card size="small" title={t('profile.facts')} style={{ marginBottom: 16 }}>
        <Space wrap size="large" align="start">
          <Form.Item label={t('profile.sex')} name="sex">
            <Radio.Group options={SEXES.map((s) => ({ value: s, label: t(`profile.sexes.${s}`) }))} />
          </Form.Item>
          <Form.Item label={t('profile.dateOfBirth')} name="dateOfBirth">
            <DatePicker format={pickerDateFormats('D MMM YYYY')} onKeyDown={keepEnterInPicker} />
          </Form.Item>
          <Form.Item label={t('profile.activity')} name="activity">
            <Select style={{ width: 180 }} options={ACTIVITY_LEVELS.map((a) => ({ value: a, label: t(`profile.activities.${a}`) }))} />
          </Form.Item>
          <Form.Item label={t('profile.diet')} name="diet">
            <Select style={{ width: 200 }} options={[{ value: null, label: t('profile.noDiet') }, ...DIETS.map((d) => ({ value: d, label: t(`profile.diets.${d}`) }))]} />
          </Form.Item>
        </Space>
        <Form.Item label={t('profile.allergies')} name="allergies">
          <Select mode="multiple" allowClear style={{ maxWidth: 520 }} options={ALLERGENS.map((a) => ({ value: a, label: t(`profile.allergens.${a}`) }))} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('profile.target')} style={{ marginBottom: 16 }}>
        <Form.Item label={t('profile.method')} name="method">
          <Radio.Group options={TARGET_METHODS.map((m) => ({ value: m, label: t(`profile.methods.${m}`) }))} />
        </Form.Item>
        <Space wrap size="large" align="start">
          {/* No min/max on the inputs: antd would quietly change a value out of bounds instead of saying so. */}
          {method === 'manual' ? (
            <Form.Item label={t('profile.energy')} name="energyKcal">
              <InputNumber suffix={t('plans.meals.kcal')} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item label={t('profile.adjustment')} name="adjustmentKcal" extra={t('profile.adjustmentHelp')}>
              <InputNumber suffix={t('plans.meals.kcal')} style={{ width: 160 }} />
            </Form.Item>
          )}
          <Form.Item label={t('profile.fibre')} name="fibre">
            <InputNumber style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item label={t('profile.macroUnit')} name="macroUnit">
          <Radio.Group options={MACRO_UNITS.map((u) => ({ value: u, label: t(`profile.units.${u}`) }))} />
        </Form.Item>
        <Space wrap size="large" align="start">
          {MACROS.map((m) => (
            <Form.Item key={m} label={t(`profile.${m}`)} name={m}>
              <InputNumber suffix={macroSuffix} style={{ width: 130 }} />
            </Form.Item>
          ))}
        </Space>
      </Card>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
