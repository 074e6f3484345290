import '../../../i18n-nutrition';
import { Title } from '@clinic/ui';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { type Allergen, CALORIES_MAX, type Diet, MEAL_DESCRIPTION_MAX_LENGTH, MEAL_TIMES, MEALS_PER_PLAN_MAX } from '@clinic/contracts';
import type { ReactNode } from 'react';
import { useMessages, useTranslation } from '@clinic/i18n';
import { MealItems } from './meal-items';
import { NutrientLine } from './nutrient-line';
import { type FoodCatalogue, mealNutrients } from './plan-nutrition';
import { type MealValue, newMeal } from './plan-values';

const validCalories = (value?: number | null) => value == null || (Number.isInteger(value) && value >= 0 && value <= CALORIES_MAX);

interface MealsEditorProps {
  submitting: boolean;
  /** The day of the plan's cycle shown; the other days' meals stay in the form. */
  day: number;
  meals: readonly MealValue[];
  foods: FoodCatalogue;
  diet: Diet | null;
  allergies: readonly Allergen[];
  /** The day switcher, under the heading. */
  days: ReactNode;
}

/**
 * The day's meals (field `meals`): time, what to eat and foods with amounts a row. A meal without
 * foods keeps its typed calories (the spec's behaviour); with foods the calories are computed.
 */
export function MealsEditor({ submitting, day, meals, foods, diet, allergies, days }: MealsEditorProps) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <>
      <Title level={4}>{t('plans.meals.title')}</Title>
      {days}
      <Form.List name="meals">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const meal = meals[field.name];
              if (!meal || (meal.day ?? 1) !== day) return null;
              const withItems = (meal.items ?? []).length > 0;
              const totals = mealNutrients(meal, foods);
              return (
                <div key={field.key} role="group" aria-label={t('plans.meals.meal', { n: index + 1 })} style={{ marginBottom: 12 }}>
                  <Space align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
                    <Form.Item name={[field.name, 'mealTime']} rules={[{ required: true }]}>
                      <Select style={{ width: 130 }} aria-label={t('plans.meals.time', { n: index + 1 })} options={MEAL_TIMES.map((time) => ({ value: time, label: t(`plans.mealTimes.${time}`) }))} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'description']}
                      rules={[
                        { required: true, whitespace: true, message: m.plans.mealDescriptionRequired },
                        { max: MEAL_DESCRIPTION_MAX_LENGTH, message: t('plans.meals.descriptionMax', { max: MEAL_DESCRIPTION_MAX_LENGTH }) },
                      ]}
                      style={{ minWidth: 280, flex: 1 }}
                    >
                      <Input placeholder={t('plans.meals.placeholder')} aria-label={t('plans.meals.description', { n: index + 1 })} count={{ max: MEAL_DESCRIPTION_MAX_LENGTH }} />
                    </Form.Item>
                    {withItems ? (
                      <Form.Item tooltip={t('plans.meals.computed')}>
                        <InputNumber value={Math.round(totals.energyKcal)} readOnly suffix={t('plans.meals.kcal')} style={{ width: 130 }} aria-label={t('plans.meals.calories', { n: index + 1 })} />
                      </Form.Item>
                    ) : (
                      // No min/max/precision on the input: antd would quietly turn -100 into 0 or 99.5 into 100.
                      <Form.Item name={[field.name, 'calories']} rules={[{ validator: (_rule, value?: number | null) => (validCalories(value) ? Promise.resolve() : Promise.reject(new Error(m.plans.invalidCalories))) }]}>
                        <InputNumber suffix={t('plans.meals.kcal')} style={{ width: 130 }} aria-label={t('plans.meals.calories', { n: index + 1 })} />
                      </Form.Item>
                    )}
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('plans.meals.remove', { n: index + 1 })} onClick={() => remove(field.name)} />
                  </Space>
                  <MealItems mealName={field.name} mealNumber={index + 1} foods={foods} diet={diet} allergies={allergies} />
                  {withItems && <NutrientLine nutrients={totals} testId={`meal-${index + 1}-totals`} />}
                </div>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(newMeal(day))}
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
