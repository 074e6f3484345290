import { Modal } from 'antd';
import { errorMessage, useAddSlots, useDeleteAvailabilityDay, useReplaceSlots, useSetSlotStatus } from '@clinic/api-client';
import type { AvailabilitySlot, TimeRange, Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';

/**
 * The weekly editor's changes to one weekday, each through the spec's own request: add (POST), change
 * or remove (PUT of the day's slots), open or block (PUT of one slot), and removing the last slot
 * deletes the day after asking. Each resolves true when saved, so the row can close its editor.
 */
export function useWeekdayEdit(day: Weekday, slots: readonly AvailabilitySlot[]) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const dayName = t(`availability.weekdays.${day}`);
  const notify = useNotify();
  const add = useAddSlots();
  const replace = useReplaceSlots();
  const setStatus = useSetSlotStatus();
  const removeDay = useDeleteAvailabilityDay();
  const [modal, modalHolder] = Modal.useModal();
  const times = slots.map(({ startTime, endTime }) => ({ startTime, endTime }));

  const run = async (promise: Promise<unknown>, success: string, fallback: string) => {
    try {
      await promise;
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, fallback));
      return false;
    }
  };

  return {
    modalHolder,
    busy: add.isPending || replace.isPending || setStatus.isPending || removeDay.isPending,
    addSlot: (slot: TimeRange) => run(add.mutateAsync({ dayOfWeek: day, slots: [slot] }), m.availability.slotsAdded, m.availability.saveFailed),
    changeSlot: (index: number, slot: TimeRange) =>
      run(replace.mutateAsync({ dayOfWeek: day, slots: times.map((s, i) => (i === index ? slot : s)) }), m.availability.slotsUpdated, m.availability.updateSlotsFailed),
    toggle: (slot: AvailabilitySlot, open: boolean) =>
      run(setStatus.mutateAsync({ dayOfWeek: day, startTime: slot.startTime, endTime: slot.endTime, isBooked: !open }), m.availability.slotStatusUpdated, m.availability.updateSlotStatusFailed),
    removeSlot: (index: number) => {
      if (times.length > 1) return run(replace.mutateAsync({ dayOfWeek: day, slots: times.filter((_, i) => i !== index) }), m.availability.slotsUpdated, m.availability.updateSlotsFailed);
      modal.confirm({
        title: t('availability.deleteDay.confirmTitle', { day: dayName }),
        content: t('availability.deleteDay.noneLeft'),
        okText: t('availability.deleteDay.button'),
        okButtonProps: { danger: true },
        cancelText: t('availability.deleteDay.keep'),
        onOk: () => run(removeDay.mutateAsync(day), t('availability.deleteDay.done', { day: dayName }), m.availability.deleteFailed),
      });
      return Promise.resolve(false);
    },
  };
}
