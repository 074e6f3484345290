import type { Dayjs } from 'dayjs';
import type { Meal } from '@clinic/contracts';
import { dayjsToDate } from '@clinic/ui';

export interface PlanFormValues {
  client?: string;
  title: string;
  description?: string;
  startDate?: Dayjs;
  endDate?: Dayjs | null;
  meals: Meal[];
  attachments: string[];
}

/** Form values as the API wants them (dates as YYYY-MM-DD, blank attachment rows dropped). */
export function toPlanBody(values: PlanFormValues) {
  return {
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    startDate: values.startDate ? dayjsToDate(values.startDate) : '',
    endDate: values.endDate ? dayjsToDate(values.endDate) : '',
    meals: (values.meals ?? []).map((m) => ({ mealTime: m.mealTime, description: m.description.trim(), calories: m.calories ?? 0 })),
    attachments: (values.attachments ?? []).map((a) => a?.trim()).filter(Boolean),
  };
}
