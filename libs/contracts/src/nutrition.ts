import type { MealTime } from './plans';
import type { UserRef } from './users';

/**
 * Nutrition science shared by the server and the screens (issue 59): foods, amounts, totals, targets
 * and the diary. The arithmetic lives here once, so the editor's preview and the server's stored
 * numbers cannot differ.
 */

// ---------- nutrients ----------

/** The nutrients every total carries: kcal and grams. */
export const CORE_NUTRIENTS = ['energyKcal', 'protein', 'carbohydrate', 'fat', 'fibre'] as const;
export type CoreNutrient = (typeof CORE_NUTRIENTS)[number];
export type Nutrients = Record<CoreNutrient, number>;

/** Micronutrients kept per 100 g (mg, folate µg), shown on a food; totals keep the core only. */
export const MICRONUTRIENTS = ['calcium', 'iron', 'zinc', 'magnesium', 'potassium', 'sodium', 'vitaminC', 'folate'] as const;
export type Micronutrient = (typeof MICRONUTRIENTS)[number];
export const MICRONUTRIENT_UNITS: Record<Micronutrient, 'mg' | 'µg'> = {
  calcium: 'mg',
  iron: 'mg',
  zinc: 'mg',
  magnesium: 'mg',
  potassium: 'mg',
  sodium: 'mg',
  vitaminC: 'mg',
  folate: 'µg',
};
export type FoodNutrients = Nutrients & Partial<Record<Micronutrient, number>>;

/** kcal per gram of each energy-giving macronutrient (Atwater factors). */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;
/** IFCT 2017 gives energy in kJ. */
export const KJ_PER_KCAL = 4.184;

export const ZERO_NUTRIENTS: Nutrients = { energyKcal: 0, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What `grams` of a food gives, from its values per 100 g; each to one decimal. */
export function nutrientsFor(per100g: Nutrients, grams: number): Nutrients {
  const out = { ...ZERO_NUTRIENTS };
  for (const key of CORE_NUTRIENTS) out[key] = round1(((per100g[key] ?? 0) * grams) / 100);
  return out;
}

/** The sum of several amounts, to one decimal. */
export function sumNutrients(parts: readonly Nutrients[]): Nutrients {
  const out = { ...ZERO_NUTRIENTS };
  for (const part of parts) for (const key of CORE_NUTRIENTS) out[key] += part[key] ?? 0;
  for (const key of CORE_NUTRIENTS) out[key] = round1(out[key]);
  return out;
}

export interface MacroSplit {
  /** Percent of the energy from macronutrients that each gives; they add up to 100 (or all 0). */
  protein: number;
  carbohydrate: number;
  fat: number;
}

/** The share of energy from protein, carbohydrate and fat (Atwater), whole percents that add up to 100. */
export function macroSplit(n: Nutrients): MacroSplit {
  const kcal = { protein: n.protein * KCAL_PER_GRAM.protein, carbohydrate: n.carbohydrate * KCAL_PER_GRAM.carbohydrate, fat: n.fat * KCAL_PER_GRAM.fat };
  const total = kcal.protein + kcal.carbohydrate + kcal.fat;
  if (total <= 0) return { protein: 0, carbohydrate: 0, fat: 0 };
  const protein = Math.round((kcal.protein / total) * 100);
  const fat = Math.round((kcal.fat / total) * 100);
  return { protein, carbohydrate: 100 - protein - fat, fat };
}

// ---------- foods ----------

export const FOOD_SOURCES = ['ifct2017', 'clinic'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];
export const FOOD_KINDS = ['food', 'recipe'] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** The IFCT 2017 food groups, by their letter; the clinic's own foods use the same groups. */
export const FOOD_GROUPS = {
  A: 'Cereals and Millets',
  B: 'Grain Legumes',
  C: 'Green Leafy Vegetables',
  D: 'Other Vegetables',
  E: 'Fruits',
  F: 'Roots and Tubers',
  G: 'Condiments and Spices',
  H: 'Nuts and Oil Seeds',
  I: 'Sugars',
  J: 'Mushrooms',
  K: 'Miscellaneous Foods',
  L: 'Milk and Milk Products',
  M: 'Egg and Egg Products',
  N: 'Poultry',
  O: 'Animal Meat',
  P: 'Marine Fish',
  Q: 'Marine Shellfish',
  R: 'Marine Mollusks',
  S: 'Fresh Water Fish and Shellfish',
  T: 'Edible Oils and Fats',
  U: 'Recipes',
} as const;
export type FoodGroup = keyof typeof FOOD_GROUPS;
export const FOOD_GROUP_CODES = Object.keys(FOOD_GROUPS) as FoodGroup[];

/** Diets a client follows; each allows what the ones before it allow (Jain apart). */
export const DIETS = ['vegetarian', 'eggetarian', 'non-vegetarian', 'jain'] as const;
export type Diet = (typeof DIETS)[number];
/** What a food is, for diets: the least a diet must allow to include it. */
export const FOOD_DIET_CLASSES = ['vegetarian', 'eggetarian', 'non-vegetarian'] as const;
export type FoodDietClass = (typeof FOOD_DIET_CLASSES)[number];

export const ALLERGENS = ['milk', 'egg', 'fish', 'shellfish', 'peanut', 'tree-nut', 'gluten', 'soy', 'sesame', 'mustard'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Whether a diet allows a food: by its class, and for Jain also no roots, tubers, onion or garlic. */
export function dietAllows(diet: Diet | null | undefined, food: { diet: FoodDietClass; jain: boolean }): boolean {
  if (!diet || diet === 'non-vegetarian') return true;
  if (diet === 'jain') return food.jain;
  if (diet === 'eggetarian') return food.diet !== 'non-vegetarian';
  return food.diet === 'vegetarian';
}

/** The client's allergies a food carries. */
export const allergensHit = (allergies: readonly Allergen[], food: { allergens: readonly Allergen[] }): Allergen[] =>
  food.allergens.filter((a) => allergies.includes(a));

export interface HouseholdMeasure {
  /** katori, roti, cup, tablespoon, piece, serving… */
  name: string;
  grams: number;
}
/** Names offered when the clinic adds a measure; any other name may be typed. */
export const MEASURE_NAMES = ['katori', 'roti', 'cup', 'glass', 'tablespoon', 'teaspoon', 'piece', 'slice', 'serving'] as const;

export const FOOD_NAME_MAX_LENGTH = 120;
export const MEASURES_PER_FOOD_MAX = 12;
/** A measure's weight, grams. */
export const MEASURE_GRAMS = { min: 1, max: 2000 } as const;
/** An amount in a meal, a diary entry or a recipe, grams. */
export const ITEM_GRAMS = { min: 1, max: 5000 } as const;
/** How many of a household measure. */
export const MEASURE_COUNT = { min: 0.25, max: 50 } as const;
export const ITEMS_PER_MEAL_MAX = 30;
export const INGREDIENTS_PER_RECIPE_MAX = 40;
export const RECIPE_YIELD_GRAMS = { min: 1, max: 20_000 } as const;
export const RECIPE_SERVINGS = { min: 1, max: 100 } as const;
/** Per 100 g bounds for a food the clinic enters. */
export const PER_100G_MAX: Nutrients = { energyKcal: 900, protein: 100, carbohydrate: 100, fat: 100, fibre: 100 };
export const FOOD_SEARCH_LIMIT_MAX = 50;

export interface RecipeIngredient {
  food: string;
  /** The food's name when the recipe was saved. */
  name: string;
  grams: number;
}

export interface Recipe {
  ingredients: RecipeIngredient[];
  /** Weight of the cooked dish. */
  cookedYieldGrams: number;
  servings: number;
}

export interface Food {
  _id: string;
  kind: FoodKind;
  source: FoodSource;
  /** IFCT food code (A003) for the table's foods; empty for the clinic's. */
  code: string;
  name: string;
  /** Hindi name as the table gives it (Latin letters), or as the clinic typed it. */
  hindiName: string;
  /** Other local names, for search. */
  otherNames: string[];
  group: FoodGroup;
  diet: FoodDietClass;
  jain: boolean;
  allergens: Allergen[];
  per100g: FoodNutrients;
  measures: HouseholdMeasure[];
  recipe?: Recipe;
  /** Retired: kept for the plans and diaries that name it, no longer offered. */
  retired: boolean;
}

export type FoodSummary = Pick<Food, '_id' | 'kind' | 'source' | 'code' | 'name' | 'hindiName' | 'group' | 'diet' | 'jain' | 'allergens' | 'per100g' | 'measures' | 'retired'>;

export interface FoodRequest {
  name: string;
  hindiName?: string;
  group?: FoodGroup;
  diet?: FoodDietClass;
  jain?: boolean;
  allergens?: Allergen[];
  /** Required for a food; a recipe's come from its ingredients. */
  per100g?: FoodNutrients;
  measures?: HouseholdMeasure[];
  /** A recipe: its ingredients, cooked yield and servings. */
  /** Ingredients by grams, or by a count of one of their household measures (stored as grams). */
  recipe?: { ingredients: AmountRequest[]; cookedYieldGrams: number; servings: number };
}

/** A recipe's values per 100 g of the cooked dish: its ingredients' totals spread over the cooked yield. */
export function recipePer100g(ingredients: readonly { per100g: Nutrients; grams: number }[], cookedYieldGrams: number): Nutrients {
  const total = sumNutrients(ingredients.map((i) => nutrientsFor(i.per100g, i.grams)));
  const out = { ...ZERO_NUTRIENTS };
  for (const key of CORE_NUTRIENTS) out[key] = round1((total[key] * 100) / cookedYieldGrams);
  return out;
}

// ---------- amounts in meals and diaries ----------

/** An amount of a food: grams, or a count of one of its household measures. */
export interface AmountRequest {
  food: string;
  grams?: number;
  measure?: { name: string; count: number };
}

/** An amount as stored: the food's name and values when it was added, so a later change or retirement leaves it. */
export interface FoodAmount {
  food: string;
  name: string;
  hindiName: string;
  grams: number;
  measure?: { name: string; count: number };
  nutrients: Nutrients;
}

// ---------- plans ----------

/** A plan is a cycle of days; a plan of one day repeats it every day. */
export const PLAN_DAYS_MAX = 7;

export interface DayTotals {
  day: number;
  nutrients: Nutrients;
  split: MacroSplit;
  /** Meals of the day whose calories were typed, without items: their macros are unknown. */
  typedMeals: number;
}

export interface CopyDayRequest {
  from: number;
  to: number[];
}

export interface PlanTemplate {
  _id: string;
  title: string;
  description: string;
  /** Meals with their items, days and computed values, as in a plan. */
  meals: PlanTemplateMeal[];
  days: DayTotals[];
  createdBy: UserRef;
  createdAt: string;
}
export interface PlanTemplateMeal {
  day: number;
  mealTime: MealTime;
  description: string;
  calories: number;
  items: FoodAmount[];
  nutrients: Nutrients;
}

// ---------- targets ----------

export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very-active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
/** Multipliers of the resting energy (the usual FAO/WHO-style factors used with Mifflin-St Jeor). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, 'very-active': 1.9 };
export const TARGET_METHODS = ['mifflin-st-jeor', 'manual'] as const;
export type TargetMethod = (typeof TARGET_METHODS)[number];
export const MACRO_UNITS = ['percent', 'grams'] as const;
export type MacroUnit = (typeof MACRO_UNITS)[number];

export const TARGET_ENERGY_KCAL = { min: 800, max: 6000 } as const;
export const TARGET_ADJUSTMENT_KCAL = { min: -1500, max: 1500 } as const;
export const TARGET_MACRO_GRAMS = { min: 0, max: 1000 } as const;
export const TARGET_FIBRE_GRAMS = { min: 0, max: 150 } as const;
/** Age bounds for the equation (it is validated for adults). */
export const TARGET_AGE_YEARS = { min: 18, max: 100 } as const;

/** Mifflin-St Jeor resting energy (kcal/day): 10·kg + 6.25·cm − 5·years, +5 for men, −161 for women. */
export function mifflinStJeor(p: { sex: Sex; weightKg: number; heightCm: number; ageYears: number }): number {
  return 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.ageYears + (p.sex === 'male' ? 5 : -161);
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface MacroTargets {
  unit: MacroUnit;
  protein: number;
  carbohydrate: number;
  fat: number;
}

/** Grams of each macronutrient a day's target means: percents of the energy, or grams as set. */
export function macroGrams(energyKcal: number, macros: MacroTargets): Pick<Nutrients, 'protein' | 'carbohydrate' | 'fat'> {
  if (macros.unit === 'grams') return { protein: macros.protein, carbohydrate: macros.carbohydrate, fat: macros.fat };
  return {
    protein: round1((energyKcal * macros.protein) / 100 / KCAL_PER_GRAM.protein),
    carbohydrate: round1((energyKcal * macros.carbohydrate) / 100 / KCAL_PER_GRAM.carbohydrate),
    fat: round1((energyKcal * macros.fat) / 100 / KCAL_PER_GRAM.fat),
  };
}

/** A client's facts and target (a health record under the care-team policy). */
export interface NutritionProfile {
  client: string;
  sex: Sex | null;
  dateOfBirth: string;
  activity: ActivityLevel;
  diet: Diet | null;
  allergies: Allergen[];
  target: {
    method: TargetMethod;
    /** Manual energy; ignored by the equation. */
    energyKcal: number | null;
    /** Added to the equation's energy (a deficit is negative). */
    adjustmentKcal: number;
    macros: MacroTargets;
    fibre: number;
  };
  /**
   * The day's target as it stands: from the equation (with the latest progress record's weight and
   * height, the age today) or as set. Null when the equation lacks a fact (`missing` names them).
   */
  resolved: (Nutrients & { restingKcal: number | null; from: { weightKg: number; heightCm: number; ageYears: number; recordDate: string } | null }) | null;
  missing: ('sex' | 'dateOfBirth' | 'weight' | 'height')[];
  updatedAt: string | null;
  updatedBy: UserRef | null;
}

export type NutritionProfileRequest = Partial<Pick<NutritionProfile, 'sex' | 'dateOfBirth' | 'activity' | 'diet' | 'allergies'>> & {
  target?: Partial<NutritionProfile['target']> & { macros?: MacroTargets };
};

/** Percents of a macro target must add up to 100 (one either way for rounding). */
export const MACRO_PERCENT_TOLERANCE = 1;
export const DEFAULT_MACROS: MacroTargets = { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 };

// ---------- the diary ----------

export const DIARY_NOTE_MAX_LENGTH = 500;
/** A photo of a meal: JPEG, PNG or WebP, checked by its bytes, at most 2 MB. */
export const DIARY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DIARY_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** How far back a client may log (days), and never in the future. */
export const DIARY_BACKDATE_DAYS_MAX = 30;
export const DIARY_RANGE_DAYS_MAX = 92;

export interface DiaryEntryRequest {
  /** The browser's id for the entry, so a queued entry sent twice is stored once. */
  clientEntryId: string;
  date: string;
  mealTime: MealTime;
  /** What was eaten; or leave out and name the plan for "as planned". */
  items?: AmountRequest[];
  /** "As planned": the meal of this plan (its day for `date`) is copied as eaten. */
  asPlanned?: string;
  note?: string;
}

export interface DiaryEntry {
  _id: string;
  clientEntryId: string;
  client: string;
  date: string;
  mealTime: MealTime;
  items: FoodAmount[];
  /** The plan whose meal this copies, when logged "as planned". */
  asPlanned: string | null;
  note: string;
  nutrients: Nutrients;
  hasPhoto: boolean;
  createdAt: string;
}

export interface DiaryDay {
  date: string;
  intake: Nutrients;
  /** What the plan active that day gives, or null without one. */
  planned: Nutrients | null;
  target: Nutrients | null;
  entries: number;
}

export interface DiarySummary {
  client: string;
  from: string;
  to: string;
  days: DiaryDay[];
  /** The period's daily averages over the days with entries. */
  average: { intake: Nutrients; planned: Nutrients | null; target: Nutrients | null; daysLogged: number };
}

/** One client on a practitioner's home: the last seven days against their plan. */
export interface ClientAdherence {
  client: UserRef;
  daysLogged: number;
  /** Average intake energy over the days logged, as a percent of the planned energy (null without a plan). */
  energyPercentOfPlan: number | null;
  lastLogged: string | null;
}
export const ADHERENCE_DAYS = 7;

// ---------- which day of a plan a date is ----------

/** Days in a plan's cycle: its highest meal day (1 when no meal names one). */
export const planCycleLength = (meals: readonly { day?: number }[]): number => Math.max(1, ...meals.map((m) => m.day ?? 1));

/** The cycle day (1-based) a calendar date falls on, for a plan starting on `startDate` (both YYYY-MM-DD). */
export function planDayOn(startDate: string, date: string, cycleLength: number): number {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
  return (((days % cycleLength) + cycleLength) % cycleLength) + 1;
}
