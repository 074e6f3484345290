import { Title } from '@clinic/ui';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { CALORIES_MAX, MEAL_DESCRIPTION_MAX_LENGTH, MEAL_TIMES, MEALS_PER_PLAN_MAX, NEW_MEAL } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';

const validCalories = (value?: number | null) => value == null || (Number.isInteger(value) && value >= 0 && value <= CALORIES_MAX);

/** The plan's meals (field `meals`): time, what to eat and calories a row; a new meal is breakfast with 0 calories. */
export function MealsEditor({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <>
      <Title level={4}>{t('plans.meals.title')}</Title>
      <Form.List name="meals">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }} aria-label={t('plans.meals.meal', { n: index + 1 })}>
                <Form.Item name={[field.name, 'mealTime']} rules={[{ required: true }]}>
                  <Select style={{ width: 130 }} aria-label={t('plans.meals.time', { n: index + 1 })} options={MEAL_TIMES.map((time) => ({ value: time, label: t(`plans.mealTimes.${time}`) }))} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  rules={[
                    { required: true, whitespace: true, message: m.plans.mealDescriptionRequired },
                    { max: MEAL_DESCRIPTION_MAX_LENGTH, message: t('plans.meals.descriptionMax', { max: MEAL_DESCRIPTION_MAX_LENGTH }) },
                  ]}
                  style={{ minWidth: 320 }}
                >
                  <Input placeholder={t('plans.meals.placeholder')} aria-label={t('plans.meals.description', { n: index + 1 })} count={{ max: MEAL_DESCRIPTION_MAX_LENGTH }} />
                </Form.Item>
                {/* No min/max/precision on the input: antd would quietly turn -100 into 0 or 99.5 into 100. */}
                <Form.Item name={[field.name, 'calories']} rules={[{ validator: (_rule, value?: number | null) => (validCalories(value) ? Promise.resolve() : Promise.reject(new Error(m.plans.invalidCalories))) }]}>
                  <InputNumber suffix={t('plans.meals.kcal')} style={{ width: 130 }} aria-label={t('plans.meals.calories', { n: index + 1 })} />
                </Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('plans.meals.remove', { n: index + 1 })} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_MEAL })}
              disabled={submitting || fields.length >= MEALS_PER_PLAN_MAX}
              style={{ marginBottom: 24 }}
            >
              {t('plans.meals.add')}
            </Button>
          </>
        )}
      </Form.List>

    </>
  );
}
