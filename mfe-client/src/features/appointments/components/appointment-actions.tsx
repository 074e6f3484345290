import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { type Schemas, useClinicSettings } from '@clinic/api-client';
import { CANCEL_CUTOFF_HOURS_DEFAULT } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
import { changeOption, useRole } from '@clinic/ui';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

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
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {richText(text, {
          link: (words) => <Link to="/conversation">{words}</Link>,
          phone: (number) => <Typography.Link href={`tel:${number.replace(/[^+\d]/g, '')}`}>{number}</Typography.Link>,
        })}
      </Typography.Text>
    );
  }
  return (
    <>
      <Space size="small" wrap>
        <Button size="small" onClick={() => setDialog('reschedule')}>
          {t('appointments.actions.reschedule')}
        </Button>
        <Button size="small" danger onClick={() => setDialog('cancel')}>
          {t('appointments.actions.cancel')}
        </Button>
      </Space>
      <RescheduleDialog appointment={appointment} open={dialog === 'reschedule'} onClose={close} onDone={done} />
      <CancelDialog appointment={appointment} open={dialog === 'cancel'} onClose={close} onDone={done} />
    </>
  );
}
