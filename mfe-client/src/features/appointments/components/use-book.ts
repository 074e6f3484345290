import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from '@clinic/router';
import { errorMessage, isApiError, useCreateAppointment } from '@clinic/api-client';
import { ErrorCode, type Mode, type SessionType } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { dayjsToDate, showFieldErrors } from '@clinic/ui';
import { slotKey } from './use-day-slots';

export interface BookingForm {
  nutritionist?: string;
  date?: Dayjs;
  slot?: string;
  client?: string;
  price?: number;
  sessionType: SessionType;
  mode: Mode;
  notes?: string;
}

type Slot = { startTime: string; endTime: string };

/** Sends a booking; on a refusal, says why where it can and shows the day as it is now. */
export function useBook(form: FormInstance<BookingForm>, forClinic: boolean, day: { daySlots?: Slot[]; refresh: () => void }) {
  const m = useMessages();
  const notify = useNotify();
  const navigate = useNavigate();
  const book = useCreateAppointment();

  const submit = (values: BookingForm) => {
    const chosen = day.daySlots?.find((s) => slotKey(s) === values.slot);
    if (!values.nutritionist || !values.date || !chosen || (forClinic && (!values.client || values.price === undefined))) {
      notify.error(m.appointments.fillRequired);
      return;
    }
    book.mutate(
      {
        nutritionist: values.nutritionist,
        date: dayjsToDate(values.date),
        startTime: chosen.startTime,
        endTime: chosen.endTime,
        sessionType: values.sessionType,
        mode: values.mode,
        notes: values.notes?.trim() || undefined,
        ...(forClinic ? { client: values.client, price: values.price } : {}),
      },
      {
        onSuccess: (appointment) => {
          notify.success(m.appointments.booked);
          navigate(`/appointments/${appointment._id}/view`);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.Unauthenticated) notify.error(m.appointments.logInToBook);
          else if (!showFieldErrors(form, error)) notify.error(errorMessage(error, m.appointments.bookFailed));
          // Someone may have taken the slot meanwhile.
          day.refresh();
          form.setFieldValue('slot', undefined);
        },
      },
    );
  };
  return { submit, pending: book.isPending };
}
