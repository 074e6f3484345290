import { lazy, Suspense, useState } from 'react';
import { Link } from '@clinic/router';
import { type Schemas, useClinicSettings } from '@clinic/api-client';
import { CANCEL_CUTOFF_HOURS_DEFAULT } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
import { Button, changeOption, Space, useRole, Text, TextLink } from '@clinic/ui';

// The dialogs (a form, a date picker, a modal) load when first wanted: a list of appointments on a
// phone should not wait for them. Pointing at or focusing a button starts the download.
const loadReschedule = () => import('./reschedule-dialog');
const loadCancel = () => import('./cancel-dialog');
const RescheduleDialog = lazy(() => loadReschedule().then((m) => ({ default: m.RescheduleDialog })));
const CancelDialog = lazy(() => loadCancel().then((m) => ({ default: m.CancelDialog })));

type Appointment = Schemas['AppointmentDto'];
export type AppointmentDialog = 'reschedule' | 'cancel';

export interface AppointmentActionsProps {
  appointment: Appointment;
  /** After a move or a cancellation went through. */
  onChanged?: () => void;
  /** A dialog to show at once (from the address, `?reschedule=<id>`); `onDialogClosed` when it closes. */
  initialDialog?: AppointmentDialog;
  onDialogClosed?: () => void;
}

/**
 * Reschedule and Cancel for one appointment, with their dialogs. A client past the clinic's cut-off
 * is told to message or call the clinic instead. Used by the appointment list and the client's home.
 */
export function AppointmentActions({ appointment, onChanged, initialDialog, onDialogClosed }: AppointmentActionsProps) {
  const { t } = useTranslation('client');
  const { clinician } = useRole();
  const { timeZone } = useClinic();
  const settings = useClinicSettings();
  const [dialog, setDialog] = useState<AppointmentDialog | undefined>(initialDialog);
  // Kept once opened, so a closing dialog plays out and hands focus back to its button.
  const [wanted, setWanted] = useState<ReadonlySet<AppointmentDialog>>(() => new Set(initialDialog ? [initialDialog] : []));
  const rescheduleWanted = wanted.has('reschedule');
  const cancelWanted = wanted.has('cancel');
  const open = (which: AppointmentDialog) => {
    setWanted((all) => new Set(all).add(which));
    setDialog(which);
  };
  const cutoff = settings.data?.cancelCutoffHours ?? CANCEL_CUTOFF_HOURS_DEFAULT;
  const option = changeOption(appointment, clinician, cutoff, timeZone);
  const close = () => {
    setDialog(undefined);
    onDialogClosed?.();
  };
  const done = () => {
    close();
    onChanged?.();
  };

  if (option === 'none') return null;
  if (option === 'call-clinic') {
    const phone = settings.data?.phone;
    const text = phone ? t('appointments.actions.callClinicAt', { hours: cutoff, phone }) : t('appointments.actions.callClinic', { hours: cutoff });
    return (
      <Text type="secondary" style={{ fontSize: 13 }}>
        {richText(text, {
          link: (words) => <Link to="/conversation">{words}</Link>,
          phone: (number) => <TextLink href={`tel:${number.replace(/[^+\d]/g, '')}`}>{number}</TextLink>,
        })}
      </Text>
    );
  }
  return (
    <>
      <Space size="small" wrap>
        <Button size="small" onClick={() => open('reschedule')} onPointerEnter={loadReschedule} onFocus={loadReschedule}>
          {t('appointments.actions.reschedule')}
        </Button>
        <Button size="small" danger onClick={() => open('cancel')} onPointerEnter={loadCancel} onFocus={loadCancel}>
          {t('appointments.actions.cancel')}
        </Button>
      </Space>
      <Suspense fallback={null}>
        {rescheduleWanted && <RescheduleDialog appointment={appointment} open={dialog === 'reschedule'} onClose={close} onDone={done} />}
        {cancelWanted && <CancelDialog appointment={appointment} open={dialog === 'cancel'} onClose={close} onDone={done} />}
      </Suspense>
    </>
  );
}
