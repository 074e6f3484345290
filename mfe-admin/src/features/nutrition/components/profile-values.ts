import type { Dayjs } from 'dayjs';
import {
  type ActivityLevel,
  ageOn,
  type Allergen,
  type Diet,
  MACRO_PERCENT_TOLERANCE,
  type MacroUnit,
  type NutritionProfile,
  type NutritionProfileRequest,
  type Sex,
  TARGET_ADJUSTMENT_KCAL,
  TARGET_AGE_YEARS,
  TARGET_ENERGY_KCAL,
  TARGET_FIBRE_GRAMS,
  TARGET_MACRO_GRAMS,
  type TargetMethod,
} from '@clinic/contracts';
import { dateToDayjs, dayjsToDate } from '@clinic/ui';

export interface ProfileFormValues {
  sex: Sex | null;
  dateOfBirth: Dayjs | null;
  activity: ActivityLevel;
  diet: Diet | null;
  allergies: Allergen[];
  method: TargetMethod;
  energyKcal: number | null;
  adjustmentKcal: number | null;
  macroUnit: MacroUnit;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  fibre: number | null;
}

export const toProfileValues = (p: NutritionProfile): ProfileFormValues => ({
  sex: p.sex,
  dateOfBirth: p.dateOfBirth ? dateToDayjs(p.dateOfBirth) : null,
  activity: p.activity,
  diet: p.diet,
  allergies: p.allergies,
  method: p.target.method,
  energyKcal: p.target.energyKcal,
  adjustmentKcal: p.target.adjustmentKcal,
  macroUnit: p.target.macros.unit,
  protein: p.target.macros.protein,
  carbohydrate: p.target.macros.carbohydrate,
  fat: p.target.macros.fat,
  fibre: p.target.fibre,
});

export function toProfileRequest(v: ProfileFormValues): NutritionProfileRequest {
  return {
    ...(v.sex ? { sex: v.sex } : {}),
    ...(v.dateOfBirth ? { dateOfBirth: dayjsToDate(v.dateOfBirth) } : {}),
    activity: v.activity,
    diet: v.diet,
    allergies: v.allergies ?? [],
    target: {
      method: v.method,
      energyKcal: v.method === 'manual' ? v.energyKcal : null,
      adjustmentKcal: v.adjustmentKcal ?? 0,
      macros: { unit: v.macroUnit, protein: v.protein ?? 0, carbohydrate: v.carbohydrate ?? 0, fat: v.fat ?? 0 },
      fibre: v.fibre ?? 0,
    },
  };
}

const within = (n: number | null | undefined, r: { min: number; max: number }) => n != null && n >= r.min && n <= r.max;

/** What is wrong with a profile before it is sent, as [field, message key, values]; empty when it is fine. */
export type ProfileProblem = [field: keyof ProfileFormValues, key: string, values?: Record<string, number>];

export function profileProblems(v: ProfileFormValues, today: string): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (v.dateOfBirth) {
    const dob = dayjsToDate(v.dateOfBirth);
    if (dob >= today) problems.push(['dateOfBirth', 'profile.dobFuture']);
    else if (v.method === 'mifflin-st-jeor' && !within(ageOn(dob, today), TARGET_AGE_YEARS)) problems.push(['dateOfBirth', 'profile.dobAge', TARGET_AGE_YEARS]);
  }
  if (v.method === 'manual') {
    if (v.energyKcal == null) problems.push(['energyKcal', 'profile.energyRequired']);
    else if (!within(v.energyKcal, TARGET_ENERGY_KCAL)) problems.push(['energyKcal', 'profile.energyRange', TARGET_ENERGY_KCAL]);
  }
  if (v.adjustmentKcal != null && !within(v.adjustmentKcal, TARGET_ADJUSTMENT_KCAL)) problems.push(['adjustmentKcal', 'profile.adjustmentRange', TARGET_ADJUSTMENT_KCAL]);
  const macros = ['protein', 'carbohydrate', 'fat'] as const;
  if (v.macroUnit === 'percent') {
    for (const m of macros) if (!within(v[m], { min: 0, max: 100 })) problems.push([m, 'profile.percentRange']);
    const sum = macros.reduce((s, m) => s + (v[m] ?? 0), 0);
    if (problems.length === 0 && Math.abs(sum - 100) > MACRO_PERCENT_TOLERANCE) problems.push(['fat', 'profile.percentSum', { sum }]);
  } else {
    for (const m of macros) if (!within(v[m], TARGET_MACRO_GRAMS)) problems.push([m, 'profile.gramsRange', TARGET_MACRO_GRAMS]);
  }
  if (!within(v.fibre ?? 0, TARGET_FIBRE_GRAMS)) problems.push(['fibre', 'profile.fibreRange', TARGET_FIBRE_GRAMS]);
  return problems;
}
