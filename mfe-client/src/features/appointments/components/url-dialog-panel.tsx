import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@clinic/router';
import { appointmentQuery } from '@clinic/api-client';
import { useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange } from '@clinic/ui';
import { AppointmentActions, type AppointmentDialog } from './appointment-actions';
import { URL_DIALOGS } from './url-dialogs';

/** The appointment named in the address, above the list, with its dialog open (`UrlAppointmentDialog`). */
export default function UrlAppointmentPanel({ dialog, id }: { dialog: AppointmentDialog; id: string }) {
  const { t } = useTranslation('client');
  const [, setParams] = useSearchParams();
  const appointment = useQuery({ ...appointmentQuery(id), enabled: Boolean(id) });
  if (!appointment.data) return null;
  const a = appointment.data;
  const clear = () =>
    setParams(
      (p) => {
        URL_DIALOGS.forEach((d) => p.delete(d));
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
