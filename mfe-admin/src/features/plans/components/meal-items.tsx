import '../../../i18n-nutrition';
import { MinusCircleOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { type Allergen, type Diet, ITEM_GRAMS, ITEMS_PER_MEAL_MAX, MEASURE_COUNT } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { Text } from '@clinic/ui';
import { AmountInput } from './amount-input';
import { FoodPicker } from './food-picker';
import type { FoodCatalogue } from './plan-nutrition';
import type { ItemValue } from './plan-values';

const itemPath = (meal: number, item: number) => ['meals', meal, 'items', item];
const within = (n: number | null | undefined, range: { min: number; max: number }) => n != null && n >= range.min && n <= range.max;

interface MealItemsProps {
  /** The meal's path in the form's `meals` list. */
  mealName: number;
  mealNumber: number;
  foods: FoodCatalogue;
  diet: Diet | null;
  allergies: readonly Allergen[];
}

/** A meal's foods: each with an amount in grams or a household measure; a server search adds one. */
export function MealItems({ mealName, mealNumber, foods, diet, allergies }: MealItemsProps) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={[mealName, 'items']}>
      {(fields, { add, remove }) => (
        <div style={{ paddingLeft: 8, borderLeft: '2px solid #f0f0f0', marginBottom: 8 }}>
          {fields.map((field) => (
            <Form.Item noStyle key={field.key} shouldUpdate>
              {({ getFieldValue }) => {
                const item = getFieldValue(itemPath(mealName, field.name)) as ItemValue | undefined;
                if (!item) return null;
                const label = item.name;
                return (
                  <Space align="start" wrap style={{ display: 'flex' }}>
                    <Text style={{ display: 'inline-block', minWidth: 200, maxWidth: 260, paddingTop: 5 }}>
                      {item.name}
                      {item.hindiName && <Text type="secondary"> · {item.hindiName}</Text>}
                    </Text>
                    <Form.Item
                      name={field.name}
                      rules={[
                        {
                          validator: (_rule, value?: ItemValue) => {
                            if (!value) return Promise.resolve();
                            const ok = value.measure?.name ? within(value.measure.count, MEASURE_COUNT) : within(value.grams, ITEM_GRAMS);
                            if (ok) return Promise.resolve();
                            const message = value.measure?.name ? t('plans.items.countRange', MEASURE_COUNT) : t('plans.items.gramsRange', ITEM_GRAMS);
                            return Promise.reject(new Error(message));
                          },
                        },
                      ]}
                    >
                      <AmountInput food={foods.get(item.food)} label={label} />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('plans.items.remove', { item: label })} onClick={() => remove(field.name)} />
                  </Space>
                );
              }}
            </Form.Item>
          ))}
          {fields.length < ITEMS_PER_MEAL_MAX && (
            <Form.Item style={{ marginBottom: 8 }}>
              <FoodPicker
                label={t('plans.items.search', { n: mealNumber })}
                diet={diet}
                exclude={allergies}
                onPick={(food) => add({ food: food._id, name: food.name, hindiName: food.hindiName, grams: 100, measure: null } satisfies ItemValue)}
              />
            </Form.Item>
          )}
        </div>
      )}
    </Form.List>
  );
}
