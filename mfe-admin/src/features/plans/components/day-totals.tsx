import '../../../i18n-nutrition';
import { Alert, Card, theme } from 'antd';
import type { NutritionProfile } from '@clinic/contracts';
import { Link } from '@clinic/router';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { Paragraph, Text } from '@clinic/ui';
import { NutrientLine } from './nutrient-line';
import { type DayTotalsPreview, type ItemWarning, targetRows } from './plan-nutrition';

interface DayTotalsCardProps {
  day: number;
  totals: DayTotalsPreview;
  clientId?: string;
  /** The client's profile; undefined while it loads or when no client is chosen. */
  profile?: NutritionProfile;
  warnings: readonly ItemWarning[];
}

/**
 * How far the day is towards a target, drawn as a plain bar (antd's Progress is not in the shell's
 * prebuilt stylesheet); red past 110 %.
 */
function TargetBar({ percent, label }: { percent: number; label: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={Math.max(100, percent)} style={{ flex: 1, height: 8, borderRadius: 4, background: token.colorFillSecondary }}>
        <div style={{ width: `${Math.min(percent, 100)}%`, height: '100%', borderRadius: 4, background: percent > 110 ? token.colorError : token.colorPrimary }} />
      </div>
      <Text type="secondary" style={{ minWidth: 40, textAlign: 'right' }}>
        {formatNumber(percent, 0)}%
      </Text>
    </div>
  );
}

/** The day's totals and macro split as the plan is built, against the client's target. */
export function DayTotalsCard({ day, totals, clientId, profile, warnings }: DayTotalsCardProps) {
  const { t } = useTranslation('admin');
  const { nutrients, split } = totals;
  const target = profile?.resolved ?? null;
  const amount = (nutrient: string, n: number) => (nutrient === 'energyKcal' ? t('nutrients.kcalValue', { value: formatNumber(Math.round(n), 0) }) : t('nutrients.gramsValue', { value: formatNumber(n, 1) }));
  return (
    <Card size="small" title={t('plans.totals.title', { day })} style={{ marginBottom: 16 }} data-testid="day-totals">
      <NutrientLine nutrients={nutrients} testId="day-totals-line" />
      <Paragraph style={{ marginTop: 4, marginBottom: 8 }}>
        <Text type="secondary">{t('plans.totals.split', { ...split })}</Text>
      </Paragraph>
      {totals.typedMeals > 0 && <Paragraph type="secondary">{t('plans.totals.typedMeals', { count: totals.typedMeals })}</Paragraph>}
      {clientId && profile && !target && (
        // Text on the panel's white, not an Alert: the link's green on antd's tinted alert
        // backgrounds fell under AA's 4.5:1 (4.49 on info's blue, 4.1 on warning's yellow).
        <Paragraph data-testid="no-target">
          <Text>{t('plans.totals.noTarget')}</Text> <Link to={`/admin/clients/${clientId}/nutrition`}>{t('plans.totals.setTarget')}</Link>
        </Paragraph>
      )}
      {target && (
        <div data-testid="target-comparison">
          {targetRows(nutrients, target).map((row) => (
            <div key={row.nutrient} style={{ marginBottom: 4 }}>
              <Text>
                {t(`nutrients.names.${row.nutrient}`)}: {amount(row.nutrient, row.value)} / {amount(row.nutrient, row.target)}
              </Text>
              <TargetBar percent={row.percent} label={t('plans.totals.progress', { nutrient: t(`nutrients.names.${row.nutrient}`), percent: row.percent })} />
            </div>
          ))}
        </div>
      )}
      {warnings.map((w) => (
        <Alert
          key={`${w.kind}-${w.food}`}
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={
            w.kind === 'diet'
              ? t('plans.warnings.diet', { food: w.food, diet: t(`profile.diets.${w.diet}`) })
              : t('plans.warnings.allergy', { food: w.food, allergens: w.allergens.map((a) => t(`profile.allergens.${a}`)).join(', ') })
          }
        />
      ))}
    </Card>
  );
}
