import type { UserRef } from './users';

/** Accepted ranges: wide enough for every real adult or child, narrow enough to catch unit mistakes. */
export const WEIGHT_KG = { min: 2, max: 400 } as const;
export const HEIGHT_M = { min: 0.4, max: 2.6 } as const;
export const BODY_FAT_PERCENT = { min: 2, max: 75 } as const;
export const PROGRESS_NOTES_MAX_LENGTH = 2000;

export type BmiScheme = 'asian-indian' | 'who';
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';
export const BMI_CATEGORY_LABELS: Record<BmiCategory, string> = {
  underweight: 'Underweight',
  normal: 'Normal',
  overweight: 'Overweight',
  obese: 'Obese',
};

/**
 * Upper bounds of each category. The Asian-Indian cut-offs (Misra et al., consensus guidelines for
 * India, 2009) flag overweight from 23 and obesity from 25, because the same BMI carries more risk;
 * WHO's international cut-offs are 25 and 30.
 */
const CUTOFFS: Record<BmiScheme, { underweight: number; normal: number; overweight: number }> = {
  'asian-indian': { underweight: 18.5, normal: 23, overweight: 25 },
  who: { underweight: 18.5, normal: 25, overweight: 30 },
};

/** weight / height², one decimal; null when either is missing. */
export function bmiOf(weightKg: number | null | undefined, heightM: number | null | undefined): number | null {
  if (!weightKg || !heightM) return null;
  return Math.round((weightKg / (heightM * heightM)) * 10) / 10;
}

export function bmiCategory(bmi: number | null | undefined, scheme: BmiScheme): BmiCategory | null {
  if (bmi === null || bmi === undefined) return null;
  const c = CUTOFFS[scheme];
  if (bmi < c.underweight) return 'underweight';
  if (bmi < c.normal) return 'normal';
  if (bmi < c.overweight) return 'overweight';
  return 'obese';
}

export interface ProgressRecord {
  _id: string;
  client: UserRef;
  /** The nutritionist it is recorded under (spec section 6); not necessarily who wrote it. */
  nutritionist: UserRef | null;
  /** Who entered it: the client themselves, or a practitioner. */
  enteredBy: UserRef;
  date: string;
  weight: number | null;
  height: number | null;
  bodyFat: number | null;
  BMI: number | null;
  bmiCategory: BmiCategory | null;
  notes: string;
  createdAt: string;
}

export interface ProgressRequest {
  client: string;
  date?: string;
  weight?: number | null;
  height?: number | null;
  bodyFat?: number | null;
  notes?: string;
  /** Spec section 7 sends these; the server derives both and ignores what is sent. */
  BMI?: number | string | null;
  nutritionist?: string | null;
}
