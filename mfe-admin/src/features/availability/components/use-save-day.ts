import { type FormInstance, Modal } from 'antd';
import { errorMessage, useDeleteAvailabilityDay, useReplaceSlots } from '@clinic/api-client';
import type { Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';
import { isComplete, type SlotValue } from './slot-range-picker';

/** Saving one day's slots; saving none asks whether to delete the day instead. */
export function useSaveDay(form: FormInstance, day: Weekday | undefined, onDayDeleted: () => void) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const notify = useNotify();
  const replace = useReplaceSlots();
  const removeDay = useDeleteAvailabilityDay();
  // The hook form: the shell has no antd App around the screens, and its context carries the theme.
  const [modal, modalHolder] = Modal.useModal();

  const submit = ({ slots }: { slots: SlotValue[] }) => {
    if (!day) return;
    const dayName = t(`availability.weekdays.${day}`);
    const filled = (slots ?? []).filter(isComplete);
    if (filled.length === 0) {
      // A day without slots is no availability at all: offer what the user means, deleting the day.
      modal.confirm({
        title: t('availability.deleteDay.confirmTitle', { day: dayName }),
        content: t('availability.deleteDay.noneLeft'),
        okText: t('availability.deleteDay.button'),
        okButtonProps: { danger: true },
        cancelText: t('availability.deleteDay.keepEditing'),
        onOk: () =>
          removeDay.mutateAsync(day).then(
            () => {
              // The server's text is English; the same words are said here in the reader's language.
              notify.success(t('availability.deleteDay.done', { day: dayName }));
              onDayDeleted();
            },
            (error) => notify.error(errorMessage(error, m.availability.deleteFailed)),
          ),
      });
      return;
    }
    replace.mutate(
      { dayOfWeek: day, slots: filled },
      {
        onSuccess: () => notify.success(m.availability.slotsUpdated),
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.availability.updateSlotsFailed)),
      },
    );
  };
  return { submit, modalHolder, pending: replace.isPending };
}
