import '../../../i18n-nutrition';
import { MinusCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import {
  type FoodRequest,
  type FoodSummary,
  INGREDIENTS_PER_RECIPE_MAX,
  ITEM_GRAMS,
  nutrientsFor,
  RECIPE_SERVINGS,
  RECIPE_YIELD_GRAMS,
  recipePer100g,
} from '@clinic/contracts';
import { errorMessage, useCreateFood } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { showFieldErrors, Text } from '@clinic/ui';
import { FoodPicker } from '../../plans/components/food-picker';
import { NutrientLine } from '../../plans/components/nutrient-line';
import { FoodFields } from './food-fields';

type RecipeFormValues = Required<Pick<FoodRequest, 'name' | 'group' | 'diet' | 'jain' | 'allergens'>> & { hindiName?: string; cookedYieldGrams: number | null; servings: number | null };
interface Ingredient {
  food: FoodSummary;
  grams: number | null;
}

const within = (n: number | null | undefined, r: { min: number; max: number }) => n != null && n >= r.min && n <= r.max;

/** A recipe: foods with grams, the cooked weight and servings; its values per 100 g come from the ingredients. */
export function RecipeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const create = useCreateFood();
  const [form] = Form.useForm<RecipeFormValues>();
  const [ingredients, setIngredients] = useState<Ingredient[]>([]);
  const [missing, setMissing] = useState(false);
  const cookedYield = Form.useWatch('cookedYieldGrams', form);
  const servings = Form.useWatch('servings', form);
  const counted = ingredients.filter((i) => within(i.grams, ITEM_GRAMS)).map((i) => ({ per100g: i.food.per100g, grams: i.grams! }));
  const per100 = counted.length > 0 && within(cookedYield, RECIPE_YIELD_GRAMS) ? recipePer100g(counted, cookedYield!) : null;
  const servingGrams = per100 && within(servings, RECIPE_SERVINGS) ? Math.round((cookedYield! / servings!) * 10) / 10 : null;

  const save = (v: RecipeFormValues) => {
    if (ingredients.length === 0) return setMissing(true);
    if (!ingredients.every((i) => within(i.grams, ITEM_GRAMS))) return;
    create.mutate(
      {
        name: v.name.trim(),
        hindiName: v.hindiName?.trim() ?? '',
        group: v.group,
        diet: v.diet,
        jain: v.jain,
        allergens: v.allergens,
        recipe: { ingredients: ingredients.map((i) => ({ food: i.food._id, grams: i.grams! })), cookedYieldGrams: v.cookedYieldGrams!, servings: v.servings! },
      },
      {
        onSuccess: () => (notify.success(t('foods.saved')), onClose()),
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('foods.saveFailed'))),
      },
    );
  };
  const setGrams = (index: number, grams: number | null) => setIngredients((list) => list.map((i, k) => (k === index ? { ...i, grams } : i)));

  return (
    <Modal open title={t('foods.addRecipe')} okText={t('foods.save')} cancelText={t('foods.cancel')} confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={onClose} width={680}>
      <Form<RecipeFormValues> form={form} layout="vertical" initialValues={{ group: 'U', diet: 'vegetarian', jain: false, allergens: [], servings: 1 }} onFinish={save}>
        <FoodFields />
        <Form.Item label={t('foods.ingredients')} required validateStatus={missing && ingredients.length === 0 ? 'error' : undefined} help={missing && ingredients.length === 0 ? t('foods.ingredientsRequired') : undefined}>
          {ingredients.map((ing, index) => (
            <Space key={ing.food._id} align="center" wrap style={{ display: 'flex', marginBottom: 4 }}>
              <Text style={{ minWidth: 200, display: 'inline-block' }}>{ing.food.name}</Text>
              <InputNumber
                value={ing.grams}
                status={within(ing.grams, ITEM_GRAMS) ? undefined : 'error'}
                onChange={(g) => setGrams(index, g)}
                aria-label={t('foods.ingredient', { n: index + 1 })}
                suffix={t('nutrients.gramsValue', { value: '' }).trim()}
                style={{ width: 120 }}
              />
              {!within(ing.grams, ITEM_GRAMS) && <Text type="danger">{t('plans.items.gramsRange', ITEM_GRAMS)}</Text>}
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('foods.removeIngredient', { name: ing.food.name })} onClick={() => setIngredients((list) => list.filter((_, k) => k !== index))} />
            </Space>
          ))}
          {ingredients.length < INGREDIENTS_PER_RECIPE_MAX && (
            <FoodPicker
              label={t('foods.addIngredient')}
              onPick={(food) => setIngredients((list) => (list.some((i) => i.food._id === food._id) ? list : [...list, { food, grams: 100 }]))}
            />
          )}
        </Form.Item>
        <Space wrap align="start">
          <Form.Item label={t('foods.cookedYield')} name="cookedYieldGrams" rules={[{ type: 'number', required: true, min: RECIPE_YIELD_GRAMS.min, max: RECIPE_YIELD_GRAMS.max, message: t('foods.yieldRange', RECIPE_YIELD_GRAMS) }]}>
            <InputNumber style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={t('foods.servings')} name="servings" rules={[{ type: 'number', required: true, min: RECIPE_SERVINGS.min, max: RECIPE_SERVINGS.max, message: t('foods.servingsRange', RECIPE_SERVINGS) }]}>
            <InputNumber style={{ width: 100 }} />
          </Form.Item>
        </Space>
        {per100 && (
          <Alert
            type="info"
            data-testid="recipe-preview"
            title={
              <>
                <div>
                  {t('foods.per100gLabel')} <NutrientLine nutrients={per100} />
                </div>
                {servingGrams != null && (
                  <div>
                    {t('foods.perServing', { grams: formatNumber(servingGrams, 1) })} <NutrientLine nutrients={nutrientsFor(per100, servingGrams)} />
                  </div>
                )}
              </>
            }
          />
        )}
      </Form>
    </Modal>
  );
}
