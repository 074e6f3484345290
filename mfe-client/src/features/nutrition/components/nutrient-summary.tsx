import '../../../i18n-nutrition';
import { theme } from 'antd';
import { CORE_NUTRIENTS, type CoreNutrient, type FoodAmount, type MacroSplit, MEASURE_NAMES, type Nutrients } from '@clinic/contracts';
import { formatNumber, type Language, useTranslation } from '@clinic/i18n';
import { Text } from '@clinic/ui';

type Translate = ReturnType<typeof useTranslation>['t'];

/** kcal as a whole number, grams to one decimal: how a dietitian reads them. */
export function nutrientValue(t: Translate, key: CoreNutrient, value: number): string {
  return key === 'energyKcal' ? t('nutrition.kcal', { value: formatNumber(Math.round(value)) }) : t('nutrition.grams', { value: formatNumber(value, 1) });
}

/** The food's name in the reader's language: its Hindi name when the app is in Hindi and the food has one. */
export const foodName = (item: Pick<FoodAmount, 'name' | 'hindiName'>, language: Language) => (language === 'hi' && item.hindiName ? item.hindiName : item.name);

/** A household measure's name in the reader's language; a name the clinic typed stays as typed. */
export function measureName(t: Translate, name: string): string {
  return (MEASURE_NAMES as readonly string[]).includes(name) ? t(`nutrition.measures.${name}`) : name;
}

/** "150 g", or "2 katori (300 g)" for a household measure. */
export function amountText(t: Translate, item: Pick<FoodAmount, 'grams' | 'measure'>): string {
  const grams = formatNumber(item.grams, 1);
  if (!item.measure) return t('nutrition.grams', { value: grams });
  return t('nutrition.measureAmount', { count: formatNumber(item.measure.count), measure: measureName(t, item.measure.name), grams });
}

/** Energy, protein, carbs, fat and fibre in one line that wraps on a phone. */
export function NutrientLine({ nutrients, testId, strong = false }: { nutrients: Nutrients; testId?: string; strong?: boolean }) {
  const { t } = useTranslation('client');
  return (
    <span data-testid={testId} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, rowGap: 2 }}>
      {CORE_NUTRIENTS.map((key) => (
        <Text key={key} strong={strong && key === 'energyKcal'} type={key === 'energyKcal' ? undefined : 'secondary'} data-nutrient={key}>
          {key === 'energyKcal' ? nutrientValue(t, key, nutrients[key]) : `${t(`nutrition.${key}`)} ${nutrientValue(t, key, nutrients[key])}`}
        </Text>
      ))}
    </span>
  );
}

/** The share of energy from protein, carbs and fat: a bar of three colours, its words beside it for everyone. */
export function MacroSplitBar({ split }: { split: MacroSplit }) {
  const { t } = useTranslation('client');
  const { token } = theme.useToken();
  const parts = [
    { key: 'protein', colour: token.colorPrimary },
    { key: 'carbohydrate', colour: token.colorWarning },
    { key: 'fat', colour: token.colorInfo },
  ] as const;
  if (split.protein + split.carbohydrate + split.fat === 0) return null;
  return (
    <div style={{ marginTop: 8 }} data-testid="macro-split">
      <div aria-hidden="true" style={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', maxWidth: 360 }}>
        {parts.map((p) => (
          <span key={p.key} style={{ width: `${split[p.key]}%`, background: p.colour }} />
        ))}
      </div>
      <span style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, fontSize: 13, marginTop: 4 }}>
        {parts.map((p) => (
          <span key={p.key}>
            <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: p.colour, marginRight: 4 }} />
            {t('nutrition.splitPart', { name: t(`nutrition.${p.key}`), percent: split[p.key] })}
          </span>
        ))}
      </span>
    </div>
  );
}

/** Each nutrient of the day against the client's target: "1,650 of 1,800 kcal (92%)". */
export function AgainstTarget({ nutrients, target, label }: { nutrients: Nutrients; target: Nutrients; label: string }) {
  const { t } = useTranslation('client');
  return (
    <table aria-label={label} data-testid="against-target" style={{ borderCollapse: 'collapse', fontSize: 14, marginTop: 8, width: '100%', maxWidth: 480 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{label}</caption>
      <tbody>
        {CORE_NUTRIENTS.map((key) => {
          const percent = target[key] > 0 ? Math.round((nutrients[key] / target[key]) * 100) : null;
          return (
            <tr key={key} style={{ borderBottom: '1px solid #e8ece8' }}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '2px 8px 2px 0' }}>
                {t(`nutrition.${key === 'energyKcal' ? 'energy' : key}`)}
              </th>
              <td style={{ padding: '2px 8px' }}>{t('nutrition.ofTarget', { value: nutrientValue(t, key, nutrients[key]), target: nutrientValue(t, key, target[key]) })}</td>
              <td style={{ padding: '2px 0', textAlign: 'right' }}>{percent === null ? '—' : t('nutrition.percent', { value: percent })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
