import { Alert, Skeleton, Statistic, Typography } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas, usePracticeHome } from '@clinic/api-client';
import { formatDate, formatTimeRange, useRole } from '@clinic/ui';
import { HomePanel, Nothing, panelGrid } from './home-panel';
import { TodayTimeline } from './today-timeline';
import { UnreadPanel } from './unread-panel';

function RequestsPanel({ requests, total }: { requests: Schemas['AppointmentDto'][]; total: number }) {
  return (
    <HomePanel title={`To confirm (${total})`} extra={<Link to="/appointmentList">All</Link>} testId="home-requests">
      {requests.length === 0 ? (
        <Nothing text="No requests waiting." />
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
  return (
    <HomePanel title="Due a follow-up" testId="home-follow-ups">
      <Typography.Paragraph type="secondary">Last visit over {days} days ago, nothing booked since.</Typography.Paragraph>
      {followUps.length === 0 ? (
        <Nothing text="Every client is on track." />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {followUps.map((f) => (
            <li key={f.client._id}>
              <Link to={`/conversation?user=${encodeURIComponent(f.client._id)}`}>{f.client.name}</Link>
              {f.client.phoneEnding && <Typography.Text type="secondary"> (phone …{f.client.phoneEnding})</Typography.Text>}, last seen {formatDate(f.lastVisit)}
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}

function WeekPanel({ week }: { week: Schemas['WeekCountsDto'] }) {
  const figures: [string, number][] = [
    ['Booked', week.booked],
    ['Completed', week.completed],
    ['Cancelled', week.cancelled],
    ['No-shows', week.noShows],
  ];
  return (
    <HomePanel title="This week" testId="home-week">
      <Typography.Paragraph type="secondary">
        {formatDate(week.from)} – {formatDate(week.to)}
      </Typography.Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
        {figures.map(([title, value]) => (
          <Statistic key={title} title={title} value={value} />
        ))}
      </div>
    </HomePanel>
  );
}

/** A practitioner's home: the day first, then what waits for them, then the week. */
export function PracticeHome() {
  const home = usePracticeHome();
  const admin = useRole().is('admin');
  if (home.isPending) return <Skeleton active />;
  if (home.isError) return <Alert type="error" showIcon title="Your overview could not be loaded" description={errorMessage(home.error, 'Please try again in a moment.')} style={{ marginBottom: 24 }} />;
  const { today, time, requests, requestsTotal, unread, followUps, followUpDays, week } = home.data;
  return (
    <section aria-label="Overview" style={panelGrid}>
      <TodayTimeline appointments={today} now={time} showNutritionist={admin} />
      <RequestsPanel requests={requests} total={requestsTotal} />
      <UnreadPanel unread={unread} allLink="/admin/conversationList" />
      <FollowUpsPanel followUps={followUps} days={followUpDays} />
      <WeekPanel week={week} />
    </section>
  );
}
