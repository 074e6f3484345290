import { type FormInstance, Modal } from 'antd';
import { errorMessage, useDeleteAvailabilityDay, useReplaceSlots } from '@clinic/api-client';
import { Messages, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { showFieldErrors } from '@clinic/ui';
import { isComplete, type SlotValue } from './slot-range-picker';

/** Saving one day's slots; saving none asks whether to delete the day instead. */
export function useSaveDay(form: FormInstance, day: Weekday | undefined, onDayDeleted: () => void) {
  const notify = useNotify();
  const replace = useReplaceSlots();
  const removeDay = useDeleteAvailabilityDay();
  // The hook form: the shell has no antd App around the screens, and its context carries the theme.
  const [modal, modalHolder] = Modal.useModal();

  const submit = ({ slots }: { slots: SlotValue[] }) => {
    if (!day) return;
    const filled = (slots ?? []).filter(isComplete);
    if (filled.length === 0) {
      // A day without slots is no availability at all: offer what the user means, deleting the day.
      modal.confirm({
        title: `Delete all of ${day}'s slots?`,
        content: 'No slots are left for this day. Clients will no longer be able to book it. Existing appointments stay.',
        okText: 'Delete day',
        okButtonProps: { danger: true },
        cancelText: 'Keep editing',
        onOk: () =>
          removeDay.mutateAsync(day).then(
            (result) => {
              notify.success(result.message);
              onDayDeleted();
            },
            (error) => notify.error(errorMessage(error, Messages.availability.deleteFailed)),
          ),
      });
      return;
    }
    replace.mutate(
      { dayOfWeek: day, slots: filled },
      {
        onSuccess: () => notify.success(Messages.availability.slotsUpdated),
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.availability.updateSlotsFailed)),
      },
    );
  };
  return { submit, modalHolder, pending: replace.isPending };
}
