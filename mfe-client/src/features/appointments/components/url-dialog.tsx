import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@clinic/router';
import { appointmentQuery } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange } from '@clinic/ui';
import { AppointmentActions, type AppointmentDialog } from './appointment-actions';

const DIALOGS: readonly AppointmentDialog[] = ['reschedule', 'cancel'];

/**
 * `/appointmentList?reschedule=<id>` or `?cancel=<id>` (links from the home page): that appointment
 * above the list with its dialog open, or, past the cut-off, the text saying to call the clinic.
 * Closing drops the parameter.
 */
export function UrlAppointmentDialog() {
  const { t } = useTranslation('client');
  const [params, setParams] = useSearchParams();
  const dialog = DIALOGS.find((d) => params.get(d));
  const id = dialog ? (params.get(dialog) ?? '') : '';
  const appointment = useQuery({ ...appointmentQuery(id), enabled: Boolean(id) });
  if (!dialog || !appointment.data) return null;
  const a = appointment.data;
  const clear = () =>
    setParams(
      (p) => {
        DIALOGS.forEach((d) => p.delete(d));
        return p;
      },
      { replace: true },
    );
  return (
    <Alert
      type="info"
      closable={{ onClose: clear, 'aria-label': t('common.close') }}
      style={{ marginBottom: 16 }}
      title={t('appointments.urlDialog.title', { date: formatDate(a.date), time: formatTimeRange(a.startTime, a.endTime), nutritionist: a.nutritionist.name })}
      description={<AppointmentActions key={`${dialog}:${id}`} appointment={a} initialDialog={dialog} onDialogClosed={clear} />}
    />
  );
}
