import '../../../i18n-nutrition';
import { Tag } from 'antd';
import type { FoodSummary } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

/** What a food is for diets and allergies, and where it comes from. */
export function FoodTags({ food }: { food: FoodSummary }) {
  const { t } = useTranslation('admin');
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <Tag color={food.diet === 'vegetarian' ? 'green' : food.diet === 'eggetarian' ? 'gold' : 'red'}>{t(`foods.dietClasses.${food.diet}`)}</Tag>
      {food.jain && <Tag>{t('foods.jain')}</Tag>}
      {food.allergens.map((a) => (
        <Tag key={a} color="orange">
          {t(`profile.allergens.${a}`)}
        </Tag>
      ))}
      {food.kind === 'recipe' && <Tag color="blue">{t('foods.recipe')}</Tag>}
      <Tag bordered={false}>{t(`foods.sources.${food.source}`)}</Tag>
    </span>
  );
}
