import type { UserRef } from './users';

/** Accepted ranges: wide enough for every real adult or child, narrow enough to catch unit mistakes. */
export const WEIGHT_KG = { min: 2, max: 400 } as const;
export const HEIGHT_M = { min: 0.4, max: 2.6 } as const;
/** Forms take height in centimetres (the unit clinics use); the API keeps metres. */
export const HEIGHT_CM = { min: HEIGHT_M.min * 100, max: HEIGHT_M.max * 100 } as const;
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

export const cmToMetres = (cm: number | null | undefined): number | null => (cm === null || cm === undefined ? null : Math.round(cm) / 100);
export const metresToCm = (m: number | null | undefined): number | null => (m === null || m === undefined ? null : Math.round(m * 100));

const inRange = (value: number | null | undefined, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

/** The BMI a form previews: only from a weight and a height (cm) the server would accept, else null. */
export function bmiPreview(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!inRange(weightKg, WEIGHT_KG) || !inRange(heightCm, HEIGHT_CM)) return null;
  return bmiOf(weightKg, cmToMetres(heightCm));
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
