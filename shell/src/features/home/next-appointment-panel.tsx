import { Button } from 'antd';
import { Link } from '@clinic/router';
import { appointmentCalendarUrl, type Schemas, useClinicSettings } from '@clinic/api-client';
import { CANCEL_CUTOFF_HOURS_DEFAULT } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
import { changeOption, formatDate, formatTimeRange, Space, StatusTag, Paragraph, Text, Title } from '@clinic/ui';
import { HomePanel } from './home-panel';

type Appointment = Schemas['AppointmentDto'];

/**
 * Reschedule and Cancel open their dialogs on the appointment list (the client remote owns them); past
 * the clinic's cut-off the client is told to message or call instead, as the list does.
 */
function ChangeActions({ appointment }: { appointment: Appointment }) {
  const { timeZone } = useClinic();
  const { t } = useTranslation('shell');
  const settings = useClinicSettings();
  const cutoff = settings.data?.cancelCutoffHours ?? CANCEL_CUTOFF_HOURS_DEFAULT;
  const option = changeOption(appointment, false, cutoff, timeZone);
  if (option === 'none') return null;
  if (option === 'call-clinic') {
    const phone = settings.data?.phone;
    const text = phone ? t('home.next.callClinicAt', { hours: cutoff, phone }) : t('home.next.callClinic', { hours: cutoff });
    return (
      <Text type="secondary" data-testid="appointment-change-actions">
        {richText(text, { message: (word) => <Link to="/conversation">{word}</Link> })}
      </Text>
    );
  }
  return (
    <Space wrap data-testid="appointment-change-actions">
      <Link to={`/appointmentList?reschedule=${appointment._id}`}>{t('home.next.reschedule')}</Link>
      <Link to={`/appointmentList?cancel=${appointment._id}`}>{t('home.next.cancel')}</Link>
    </Space>
  );
}

/** The client's next appointment with what to do about it, or a prompt to book one. */
export function NextAppointmentPanel({ appointment }: { appointment: Appointment | null }) {
  const { timeZone } = useClinic();
  const { t } = useTranslation('shell');
  if (!appointment) {
    return (
      <HomePanel title={t('home.next.title')} testId="home-next-appointment">
        <Paragraph>{t('home.next.nothing')}</Paragraph>
        <Link to="/appointmentForm">
          <Button type="primary">{t('home.next.book')}</Button>
        </Link>
      </HomePanel>
    );
  }
  const online = appointment.mode === 'online';
  return (
    <HomePanel title={t('home.next.title')} extra={<StatusTag status={appointment.status} />} testId="home-next-appointment">
      <Title level={4} style={{ marginTop: 0 }}>
        {formatDate(appointment.date)}, {formatTimeRange(appointment.startTime, appointment.endTime)}
      </Title>
      <Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('home.next.clinicTime', { timeZone })}
      </Paragraph>
      <Paragraph>
        {t('home.next.with', {
          sessionType: t(`labels.sessionType.${appointment.sessionType}`),
          nutritionist: appointment.nutritionist.name,
          mode: t(`labels.mode.${appointment.mode}`),
        })}
      </Paragraph>
      <Space wrap>
        {online && appointment.meetingLink && (
          <Button type="primary" href={appointment.meetingLink} target="_blank" rel="noopener noreferrer">
            {t('home.next.join')}
          </Button>
        )}
        <Button href={appointmentCalendarUrl(appointment._id)} download>
          {t('home.next.calendar')}
        </Button>
        <Link to={`/appointments/${appointment._id}/view`}>{t('home.next.details')}</Link>
        <ChangeActions appointment={appointment} />
      </Space>
      {online && !appointment.meetingLink && (
        <Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('home.next.videoLater')}
        </Paragraph>
      )}
    </HomePanel>
  );
}
