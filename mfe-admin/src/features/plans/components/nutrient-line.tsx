import '../../../i18n-nutrition';
import type { Nutrients } from '@clinic/contracts';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { Text } from '@clinic/ui';

/** kcal, protein, carbohydrate, fat and fibre on one line, e.g. "412 kcal · protein 12 g · …". */
export function NutrientLine({ nutrients, testId }: { nutrients: Nutrients; testId?: string }) {
  const { t } = useTranslation('admin');
  const g = (n: number) => formatNumber(n, 1);
  return (
    <Text type="secondary" data-testid={testId}>
      {t('nutrients.line', {
        kcal: formatNumber(Math.round(nutrients.energyKcal), 0),
        protein: g(nutrients.protein),
        carbohydrate: g(nutrients.carbohydrate),
        fat: g(nutrients.fat),
        fibre: g(nutrients.fibre),
      })}
    </Text>
  );
}
