import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage, useCreateOverride, useDeleteOverride, useOverrides } from '@clinic/api-client';
import type { CreateOverrideRequest, OverrideKind } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { dayjsToDate, showFieldErrors } from '@clinic/ui';
import type { SlotValue } from './slot-range-picker';

export interface OverrideFormValues {
  kind: OverrideKind;
  dates?: [Dayjs, Dayjs];
  date?: Dayjs;
  hours?: SlotValue;
  note?: string;
}

/** The request a filled form means: whole days for time off, one date and a time range for extra hours. */
export function toOverrideRequest(values: OverrideFormValues, nutritionist?: string): CreateOverrideRequest {
  const common = { kind: values.kind, note: values.note?.trim() || undefined, ...(nutritionist ? { nutritionist } : {}) };
  if (values.kind === 'time-off') {
    const [first, last] = values.dates ?? [];
    return { ...common, startDate: first ? dayjsToDate(first) : '', endDate: last ? dayjsToDate(last) : undefined };
  }
  return { ...common, startDate: values.date ? dayjsToDate(values.date) : '', startTime: values.hours?.startTime, endTime: values.hours?.endTime };
}

/** Time off and extra hours of one practitioner (the admin may pick whose): the list, adding and removing. */
export function useDateOverrides() {
  const m = useMessages();
  const notify = useNotify();
  const [nutritionist, setNutritionist] = useState<string>();
  const [form] = Form.useForm<OverrideFormValues>();
  const overrides = useOverrides(nutritionist);
  const create = useCreateOverride();
  const remove = useDeleteOverride();
  return {
    form,
    nutritionist,
    setNutritionist,
    overrides,
    saving: create.isPending,
    submit: (values: OverrideFormValues) =>
      create.mutate(toOverrideRequest(values, nutritionist), {
        onSuccess: () => {
          notify.success(m.availability.overrideSaved);
          form.resetFields(['dates', 'date', 'hours', 'note']);
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.availability.overrideSaveFailed)),
      }),
    remove: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => notify.success(m.availability.overrideDeleted),
        onError: (error) => notify.error(errorMessage(error, m.availability.overrideSaveFailed)),
      }),
  };
}
