import { Alert, Skeleton, Statistic, Typography } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas, useClientHome } from '@clinic/api-client';
import { MEAL_TIME_LABELS } from '@clinic/contracts';
import { formatDate } from '@clinic/ui';
import { HomePanel, Nothing, panelGrid } from './home-panel';
import { NextAppointmentPanel } from './next-appointment-panel';
import { UnreadPanel } from './unread-panel';

function MealsPanel({ plan }: { plan: Schemas['CurrentPlanDto'] | null }) {
  return (
    <HomePanel title="Today's meals" extra={plan && <Link to={`/nutrition-plans/${plan._id}`}>{plan.title}</Link>} testId="home-meals">
      {!plan || plan.meals.length === 0 ? (
        <Nothing text="No plan in force today." />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {plan.meals.map((meal, i) => (
            <li key={i}>
              <strong>{MEAL_TIME_LABELS[meal.mealTime]}</strong>: {meal.description}
              {meal.calories > 0 && <Typography.Text type="secondary"> · {meal.calories} kcal</Typography.Text>}
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
  return (
    <HomePanel title="Latest measurement" extra={<Link to="/progressList">All progress</Link>} testId="home-measurement">
      {!latest ? (
        <Nothing text="No measurements yet." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {formatDate(latest.date)}
            {latest.previousDate && `, change since ${formatDate(latest.previousDate)}`}
          </Typography.Paragraph>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            {latest.weight != null && <Statistic title="Weight" value={latest.weight} suffix={<small>kg {change(latest.change?.weight, ' kg')}</small>} />}
            {latest.BMI != null && <Statistic title="BMI" value={latest.BMI} suffix={<small>{change(latest.change?.BMI, '')}</small>} />}
            {latest.bodyFat != null && <Statistic title="Body fat" value={latest.bodyFat} suffix={<small>% {change(latest.change?.bodyFat, ' pts')}</small>} />}
          </div>
        </>
      )}
    </HomePanel>
  );
}

/** A client's home: the next appointment, today's meals, the latest measurement, unread messages. */
export function ClientHome() {
  const home = useClientHome();
  if (home.isPending) return <Skeleton active />;
  if (home.isError) return <Alert type="error" showIcon title="Your overview could not be loaded" description={errorMessage(home.error, "Please try again in a moment.")} style={{ marginBottom: 24 }} />;
  const { nextAppointment, currentPlan, latestMeasurement, unread } = home.data;
  return (
    <section aria-label="Overview" style={panelGrid}>
      <NextAppointmentPanel appointment={nextAppointment} />
      <MealsPanel plan={currentPlan} />
      <MeasurementPanel latest={latestMeasurement} />
      <UnreadPanel unread={unread} allLink="/conversation" />
    </section>
  );
}
