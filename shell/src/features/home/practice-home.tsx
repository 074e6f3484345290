import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas, usePracticeHome } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange, useRole, Paragraph, Text } from '@clinic/ui';
import { AdherencePanel } from './adherence-panel';
import { Stat } from './stat';
import { HomePanel, Nothing, PanelsLoading, panelGrid } from './home-panel';
import { TodayTimeline } from './today-timeline';
import { UnreadPanel } from './unread-panel';

function RequestsPanel({ requests, total }: { requests: Schemas['AppointmentDto'][]; total: number }) {
  const { t } = useTranslation('shell');
  return (
    <HomePanel title={t('home.requests.title', { total })} extra={<Link to="/appointmentList">{t('home.requests.all')}</Link>} testId="home-requests">
      {requests.length === 0 ? (
        <Nothing text={t('home.requests.none')} />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {requests.map((a) => (
            <li key={a._id}>
              <Link to={`/appointments/${a._id}/view`}>
                {formatDate(a.date)}, {formatTimeRange(a.startTime, a.endTime)}
              </Link>{' '}
              {a.client.name}
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

function FollowUpsPanel({ followUps, days }: { followUps: Schemas['FollowUpDueDto'][]; days: number }) {
  const { t } = useTranslation('shell');
  return (
    <HomePanel title={t('home.followUps.title')} testId="home-follow-ups">
      <Paragraph type="secondary">{t('home.followUps.intro', { days })}</Paragraph>
      {followUps.length === 0 ? (
        <Nothing text={t('home.followUps.none')} />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {followUps.map((f) => (
            <li key={f.client._id}>
              <Link to={`/conversation?user=${encodeURIComponent(f.client._id)}`}>{f.client.name}</Link>
              {f.client.phoneEnding && <Text type="secondary">{t('home.followUps.phone', { ending: f.client.phoneEnding })}</Text>}
              {t('home.followUps.lastSeen', { date: formatDate(f.lastVisit) })}
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

function WeekPanel({ week }: { week: Schemas['WeekCountsDto'] }) {
  const { t } = useTranslation('shell');
  const figures: [string, number][] = [
    [t('home.week.booked'), week.booked],
    [t('home.week.completed'), week.completed],
    [t('home.week.cancelled'), week.cancelled],
    [t('home.week.noShows'), week.noShows],
  ];
  return (
    <HomePanel title={t('home.week.title')} testId="home-week">
      <Paragraph type="secondary">
        {formatDate(week.from)} – {formatDate(week.to)}
      </Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
        {figures.map(([title, value]) => (
          <Stat key={title} title={title} value={value} />
        ))}
      </div>
    </HomePanel>
  );
}

/** A practitioner's home: the day first, then what waits for them, then the week; then `after`, as on the client's. */
export function PracticeHome({ after }: { after?: ReactNode }) {
  const home = usePracticeHome();
  const admin = useRole().is('admin');
  const { t } = useTranslation('shell');
  if (home.isPending) return <PanelsLoading />;
  if (home.isError)
    return (
      <>
        <Alert type="error" showIcon title={t('home.overviewFailed')} description={errorMessage(home.error, t('home.tryLater'))} style={{ marginBottom: 24 }} />
        {after}
      </>
    );
  const { today, time, requests, requestsTotal, unread, followUps, followUpDays, week } = home.data;
  return (
    <>
      <section aria-label={t('home.overview')} style={panelGrid}>
        <TodayTimeline appointments={today} now={time} showNutritionist={admin} />
        <RequestsPanel requests={requests} total={requestsTotal} />
        <UnreadPanel unread={unread} allLink="/admin/conversationList" />
        <FollowUpsPanel followUps={followUps} days={followUpDays} />
        <WeekPanel week={week} />
        <AdherencePanel />
      </section>
      {after}
    </>
  );
}
