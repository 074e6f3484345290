import '../../../i18n-nutrition';
import type { ReactNode } from 'react';
import { type DayTotals, groupMeals, macroSplit, type Meal, type Nutrients, planCycleLength, sumNutrients, ZERO_NUTRIENTS } from '@clinic/contracts';
import { formatNumber, useLanguage, useTranslation } from '@clinic/i18n';
import { Text, Title } from '@clinic/ui';
import { AgainstTarget, amountText, foodName, MacroSplitBar, NutrientLine } from '../../nutrition/components/nutrient-summary';

const mealNutrients = (meal: Meal): Nutrients => meal.nutrients ?? { ...ZERO_NUTRIENTS, energyKcal: meal.calories || 0 };

/** The day's totals as the server computed them; a plan from before issue 59 has none, so they are added up here. */
function totalsOf(day: number, meals: readonly Meal[], days: readonly DayTotals[] | undefined): DayTotals {
  const known = days?.find((d) => d.day === day);
  if (known) return known;
  const nutrients = sumNutrients(meals.map(mealNutrients));
  return { day, nutrients, split: macroSplit(nutrients), typedMeals: meals.filter((m) => !m.items?.length).length };
}

/** A day of a plan of several days is a section named by its day; a plan of one day needs none. */
function DayPart({ label, children }: { label: string | null; children: ReactNode }) {
  return label ? <section aria-label={label}>{children}</section> : <>{children}</>;
}

/** One meal: its words, and its foods with amounts and totals when it was built from foods. */
function MealRow({ meal }: { meal: Meal }) {
  const { t } = useTranslation('client');
  const language = useLanguage();
  const items = meal.items ?? [];
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>{meal.description}</span>
        {items.length === 0 && <Text>{t('plans.kcal', { value: formatNumber(meal.calories) })}</Text>}
      </div>
      {items.length > 0 && (
        <>
          <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
            {items.map((item, i) => (
              <li key={`${item.food}-${i}`} style={{ overflowWrap: 'anywhere' }}>
                <Text>{foodName(item, language)}</Text> <Text type="secondary">{amountText(t, item)}</Text>
              </li>
            ))}
          </ul>
          <NutrientLine nutrients={mealNutrients(meal)} />
        </>
      )}
    </li>
  );
}

/**
 * A plan's meals per day of its cycle ("Day 1", "Day 2"… when it has more than one) and meal time,
 * each meal time with its energy, each day with its totals, macro split and, when the client has a
 * target, the day against it. Meals without foods show their typed calories as before issue 59.
 */
export function PlanMeals({ meals, days, target }: { meals: readonly Meal[]; days?: readonly DayTotals[]; target?: Nutrients | null }) {
  const { t } = useTranslation('client');
  const kcal = (n: number) => t('plans.kcal', { value: formatNumber(Math.round(n)) });
  const cycle = planCycleLength(meals);
  return (
    <>
      {Array.from({ length: cycle }, (_, index) => index + 1).map((day) => {
        const ofDay = meals.filter((m) => (m.day ?? 1) === day);
        const { groups } = groupMeals(ofDay);
        const totals = totalsOf(day, ofDay, days);
        // Day 1 keeps the test ids a single-day plan always had.
        const id = (name: string) => (day === 1 ? name : `d${day}-${name}`);
        return (
          <DayPart key={day} label={cycle > 1 ? t('plans.day', { day }) : null}>
            {cycle > 1 && <Title level={4}>{t('plans.day', { day })}</Title>}
            {groups.length === 0 && <Text type="secondary">{t('plans.noMealsOnDay')}</Text>}
            {groups.map((group) => (
              <section key={group.mealTime} aria-label={t(`labels.mealTime.${group.mealTime}`)} style={{ marginBottom: 12 }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
                  <Title level={cycle > 1 ? 5 : 4} style={{ margin: 0 }}>
                    {t(`labels.mealTime.${group.mealTime}`)}
                  </Title>
                  <Text strong data-testid={id(`calories-${group.mealTime}`)}>
                    {kcal(group.items.reduce((sum, m) => sum + mealNutrients(m).energyKcal, 0))}
                  </Text>
                </div>
                <ul style={{ margin: 0, padding: 0 }}>
                  {group.items.map((meal, i) => (
                    <MealRow key={i} meal={meal} />
                  ))}
                </ul>
              </section>
            ))}
            {groups.length > 0 && (
              <div style={{ borderTop: '2px solid #d5e8da', paddingTop: 8, marginBottom: 24 }} data-testid={id('day-totals')}>
                <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
                  <Text strong style={{ fontSize: 16 }}>
                    {t('plans.dayTotal')} <span data-testid={id('calories-total')}>{kcal(totals.nutrients.energyKcal)}</span>
                  </Text>
                </div>
                {totals.typedMeals < ofDay.length && (
                  <>
                    <NutrientLine nutrients={totals.nutrients} testId={id('nutrients-total')} />
                    <MacroSplitBar split={totals.split} />
                  </>
                )}
                {totals.typedMeals > 0 && totals.typedMeals < ofDay.length && (
                  <Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
                    {t('plans.typedMeals', { count: totals.typedMeals })}
                  </Text>
                )}
                {target && <AgainstTarget nutrients={totals.nutrients} target={target} label={t('plans.againstTarget')} />}
              </div>
            )}
          </DayPart>
        );
      })}
    </>
  );
}
