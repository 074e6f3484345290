import { ADHERENCE_DAYS } from '@clinic/contracts';
import { Link } from '@clinic/router';
import { errorMessage, useDiaryAdherence } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { Text } from '@clinic/ui';
import { HomePanel, Nothing } from './home-panel';

/** The practitioner's clients over the last week: days with a diary entry, and energy eaten against the plan. */
export function AdherencePanel() {
  const { t } = useTranslation('shell');
  const adherence = useDiaryAdherence();
  const rows = adherence.data?.data ?? [];
  return (
    <HomePanel title={t('home.adherence.title')} testId="home-adherence">
      {adherence.isPending ? (
        <Text type="secondary">{t('home.adherence.loading')}</Text>
      ) : adherence.isError ? (
        <Text type="danger">{errorMessage(adherence.error, t('home.adherence.failed'))}</Text>
      ) : rows.length === 0 ? (
        <Nothing text={t('home.adherence.none')} />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {rows.map((row) => (
            <li key={row.client._id}>
              <Link to={`/admin/clients/${row.client._id}/nutrition`}>{row.client.name}</Link>{' '}
              <Text type="secondary">
                {t('home.adherence.days', { logged: row.daysLogged, days: ADHERENCE_DAYS })}
                {row.energyPercentOfPlan != null && ` · ${t('home.adherence.percent', { percent: Math.round(row.energyPercentOfPlan) })}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
