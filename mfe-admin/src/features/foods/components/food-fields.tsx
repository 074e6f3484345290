import '../../../i18n-nutrition';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { ALLERGENS, FOOD_DIET_CLASSES, FOOD_GROUP_CODES, FOOD_NAME_MAX_LENGTH } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

/** Name, Hindi name, group, diet class, Jain and allergens: what a clinic food and a recipe both have. */
export function FoodFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item
        label={t('foods.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('foods.nameRequired') },
          { max: FOOD_NAME_MAX_LENGTH, message: t('plans.form.titleMax', { max: FOOD_NAME_MAX_LENGTH }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label={t('foods.hindiName')} name="hindiName" rules={[{ max: FOOD_NAME_MAX_LENGTH, message: t('plans.form.titleMax', { max: FOOD_NAME_MAX_LENGTH }) }]}>
        <Input />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('foods.group')} name="group">
          <Select style={{ width: 220 }} options={FOOD_GROUP_CODES.map((g) => ({ value: g, label: t(`foods.groups.${g}`) }))} />
        </Form.Item>
        <Form.Item label={t('foods.dietLabel')} name="diet">
          <Select style={{ width: 180 }} options={FOOD_DIET_CLASSES.map((d) => ({ value: d, label: t(`foods.dietClasses.${d}`) }))} />
        </Form.Item>
        <Form.Item label=" " name="jain" valuePropName="checked">
          <Checkbox>{t('foods.jain')}</Checkbox>
        </Form.Item>
      </Space>
      <Form.Item label={t('foods.allergensLabel')} name="allergens">
        <Select mode="multiple" allowClear options={ALLERGENS.map((a) => ({ value: a, label: t(`profile.allergens.${a}`) }))} />
      </Form.Item>
    </>
  );
}
