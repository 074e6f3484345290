import { Alert } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas, useClientHome } from '@clinic/api-client';
import { formatNumber, useTranslation } from '@clinic/i18n';
import { formatDate, Paragraph, Text } from '@clinic/ui';
import { Stat } from './stat';
import { HomePanel, Nothing, PanelsLoading, panelGrid } from './home-panel';
import { NextAppointmentPanel } from './next-appointment-panel';
import { PaymentsDue, useDuePayment } from './payments-due';
import { UnreadPanel } from './unread-panel';

function MealsPanel({ plan }: { plan: Schemas['CurrentPlanDto'] | null }) {
  const { t } = useTranslation('shell');
  return (
    <HomePanel title={t('home.meals.title')} extra={plan && <Link to={`/nutrition-plans/${plan._id}`}>{plan.title}</Link>} testId="home-meals">
      {!plan || plan.meals.length === 0 ? (
        <Nothing text={t('home.meals.none')} />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {plan.meals.map((meal, i) => (
            <li key={i}>
              <strong>{t(`labels.mealTime.${meal.mealTime}`)}</strong>: {meal.description}
              {meal.calories > 0 && <Text type="secondary"> · {t('home.meals.kcal', { calories: formatNumber(meal.calories) })}</Text>}
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

/** "−1.5 kg since 20 Oct", or nothing when there is no earlier record or value to compare. */
const change = (value: number | null | undefined, unit: string) =>
  value == null ? undefined : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)}${unit}`;

function MeasurementPanel({ latest }: { latest: Schemas['LatestMeasurementDto'] | null }) {
  const { t } = useTranslation('shell');
  return (
    <HomePanel title={t('home.measurement.title')} extra={<Link to="/progressList">{t('home.measurement.all')}</Link>} testId="home-measurement">
      {!latest ? (
        <Nothing text={t('home.measurement.none')} />
      ) : (
        <>
          <Paragraph type="secondary">
            {latest.previousDate
              ? t('home.measurement.changeSince', { date: formatDate(latest.date), previous: formatDate(latest.previousDate) })
              : formatDate(latest.date)}
          </Paragraph>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            {latest.weight != null && (
              <Stat
                title={t('home.measurement.weight')}
                value={latest.weight}
                suffix={<small>{t('home.measurement.kg')} {change(latest.change?.weight, t('home.measurement.kgChange'))}</small>}
              />
            )}
            {latest.BMI != null && <Stat title={t('home.measurement.bmi')} value={latest.BMI} suffix={<small>{change(latest.change?.BMI, '')}</small>} />}
            {latest.bodyFat != null && (
              <Stat
                title={t('home.measurement.bodyFat')}
                value={latest.bodyFat}
                suffix={<small>% {change(latest.change?.bodyFat, t('home.measurement.points'))}</small>}
              />
            )}
          </div>
        </>
      )}
    </HomePanel>
  );
}

/**
 * A client's home: a payment that is due, the next appointment, today's meals, the latest
 * measurement, unread messages; then `after` (the shortcuts), only once all of it is read, so
 * nothing on screen moves down when the overview arrives.
 *
 * The answers are read through `useDeferredValue`: a query's answer re-renders its subscribers in
 * one synchronous task (useSyncExternalStore), and drawing the panels and the shortcuts with antd's
 * styles was a task of 60-150 ms on a phone's CPU, the page's longest after the app's start
 * (issue 17). Deferred, React first keeps the placeholder, then draws the panels as a transition,
 * in slices it can interrupt.
 */
export function ClientHome({ after }: { after?: ReactNode }) {
  const home = useDeferredValue(useClientHome());
  const payment = useDeferredValue(useDuePayment());
  const { t } = useTranslation('shell');
  if (home.isPending || payment.isPending) return <PanelsLoading />;
  if (home.isError)
    return (
      <>
        <PaymentsDue due={payment.due} />
        <Alert type="error" showIcon title={t('home.overviewFailed')} description={errorMessage(home.error, t('home.tryLater'))} style={{ marginBottom: 24 }} />
        {after}
      </>
    );
  const { nextAppointment, currentPlan, latestMeasurement, unread } = home.data;
  return (
    <>
      <PaymentsDue due={payment.due} />
      <section aria-label={t('home.overview')} style={panelGrid}>
        <NextAppointmentPanel appointment={nextAppointment} />
        <MealsPanel plan={currentPlan} />
        <MeasurementPanel latest={latestMeasurement} />
        <UnreadPanel unread={unread} allLink="/conversation" />
      </section>
      {after}
    </>
  );
}
