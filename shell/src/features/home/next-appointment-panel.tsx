import { Button, Space, Typography } from 'antd';
import { Link } from '@clinic/router';
import { appointmentCalendarUrl, type Schemas, useClinicSettings } from '@clinic/api-client';
import { CANCEL_CUTOFF_HOURS_DEFAULT, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { changeOption, formatDate, formatTimeRange, StatusTag } from '@clinic/ui';
import { HomePanel } from './home-panel';

type Appointment = Schemas['AppointmentDto'];

/**
 * Reschedule and Cancel open their dialogs on the appointment list (the client remote owns them); past
 * the clinic's cut-off the client is told to message or call instead, as the list does.
 */
function ChangeActions({ appointment }: { appointment: Appointment }) {
  const { timeZone } = useClinic();
  const settings = useClinicSettings();
  const cutoff = settings.data?.cancelCutoffHours ?? CANCEL_CUTOFF_HOURS_DEFAULT;
  const option = changeOption(appointment, false, cutoff, timeZone);
  if (option === 'none') return null;
  if (option === 'call-clinic') {
    return (
      <Typography.Text type="secondary" data-testid="appointment-change-actions">
        Within {cutoff} h of the start: to move or cancel, <Link to="/conversation">message</Link> or call the clinic
        {settings.data?.phone ? ` at ${settings.data.phone}` : ''}.
      </Typography.Text>
    );
  }
  return (
    <Space wrap data-testid="appointment-change-actions">
      <Link to={`/appointmentList?reschedule=${appointment._id}`}>Reschedule</Link>
      <Link to={`/appointmentList?cancel=${appointment._id}`}>Cancel</Link>
    </Space>
  );
}

/** The client's next appointment with what to do about it, or a prompt to book one. */
export function NextAppointmentPanel({ appointment }: { appointment: Appointment | null }) {
  const { timeZone } = useClinic();
  if (!appointment) {
    return (
      <HomePanel title="Your next appointment" testId="home-next-appointment">
        <Typography.Paragraph>Nothing is booked yet. Regular follow-ups keep your plan working for you.</Typography.Paragraph>
        <Link to="/appointmentForm">
          <Button type="primary">Book an appointment</Button>
        </Link>
      </HomePanel>
    );
  }
  const online = appointment.mode === 'online';
  return (
    <HomePanel title="Your next appointment" extra={<StatusTag status={appointment.status} />} testId="home-next-appointment">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {formatDate(appointment.date)}, {formatTimeRange(appointment.startTime, appointment.endTime)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Clinic time ({timeZone})
      </Typography.Paragraph>
      <Typography.Paragraph>
        {SESSION_TYPE_LABELS[appointment.sessionType]} with {appointment.nutritionist.name} · {MODE_LABELS[appointment.mode]}
      </Typography.Paragraph>
      <Space wrap>
        {online && appointment.meetingLink && (
          <Button type="primary" href={appointment.meetingLink} target="_blank" rel="noopener noreferrer">
            Join
          </Button>
        )}
        <Button href={appointmentCalendarUrl(appointment._id)} download>
          Add to calendar
        </Button>
        <Link to={`/appointments/${appointment._id}/view`}>Details</Link>
        <ChangeActions appointment={appointment} />
      </Space>
      {online && !appointment.meetingLink && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          The video link appears here once your nutritionist adds it.
        </Typography.Paragraph>
      )}
    </HomePanel>
  );
}
