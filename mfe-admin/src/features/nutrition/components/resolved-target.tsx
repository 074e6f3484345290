import '../../../i18n-nutrition';
import { Alert, Descriptions } from 'antd';
import { CORE_NUTRIENTS, type NutritionProfile } from '@clinic/contracts';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { formatDate } from '@clinic/ui';

/** The target as it stands today, or what the equation still needs. */
export function ResolvedTarget({ profile }: { profile: NutritionProfile }) {
  const { t } = useTranslation('admin');
  const r = profile.resolved;
  if (!r) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('profile.notComputable')}
        description={profile.missing.length > 0 && `${t('profile.missingIntro')} ${profile.missing.map((m) => t(`profile.missing.${m}`)).join(', ')}`}
        data-testid="resolved-target"
      />
    );
  }
  return (
    <div data-testid="resolved-target">
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} title={t('profile.resolved')}>
        {CORE_NUTRIENTS.map((n) => (
          <Descriptions.Item key={n} label={t(`nutrients.names.${n}`)}>
            {n === 'energyKcal' ? t('nutrients.kcalValue', { value: formatNumber(Math.round(r[n]), 0) }) : t('nutrients.gramsValue', { value: formatNumber(r[n], 1) })}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {r.restingKcal != null && <div>{t('profile.resting', { kcal: formatNumber(Math.round(r.restingKcal), 0) })}</div>}
      {r.from && <div>{t('profile.from', { date: formatDate(r.from.recordDate), weight: formatNumber(r.from.weightKg, 1), height: formatNumber(r.from.heightCm, 0), age: r.from.ageYears })}</div>}
    </div>
  );
}
