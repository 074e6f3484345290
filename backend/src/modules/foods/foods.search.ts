import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { type Allergen, type Diet, dietAllows, FOOD_GROUPS, type FoodGroup, type FoodKind, type FoodSource, type FoodSummary } from '@clinic/contracts';
import { hasDevanagari, phoneticKeys } from './foods.phonetic';

export interface FoodFilters {
  group?: FoodGroup;
  kind?: FoodKind;
  source?: FoodSource;
  diet?: Diet;
  exclude?: Allergen[];
}

interface Indexed {
  id: string;
  name: string;
  hindiName: string;
  otherNames: string;
  group: string;
  /** Sound keys of the English and Hindi names, and of the other names (phonetic.ts). */
  sound: string;
  otherSound: string;
}

const TEXT_FIELDS = ['name', 'hindiName', 'otherNames', 'group'];
const SOUND_FIELDS = ['sound', 'otherSound'];
const soundOf = (names: string[]) => [...new Set(phoneticKeys(names.join(' ')))].join(' ');

/**
 * The offered foods in memory, searchable by English, Hindi (Latin or Devanagari) and other local
 * names, typo-tolerant. Built from a list of summaries; the service rebuilds it when the foods'
 * version changes.
 */
export class FoodSearchIndex {
  private readonly byId = new Map<string, FoodSummary>();
  private readonly alphabetical: FoodSummary[];
  private readonly index = new MiniSearch<Indexed>({
    fields: [...TEXT_FIELDS, ...SOUND_FIELDS],
    // Short words are not fuzzed: one edit of "dal" or of its key "dl" matches half the table.
    searchOptions: { boost: { name: 3, hindiName: 2.5, otherNames: 1, group: 0.5, sound: 2, otherSound: 0.5 }, fuzzy: (term) => (term.length > 3 ? 0.2 : false), prefix: true },
  });

  constructor(foods: readonly (FoodSummary & { otherNames?: string[] })[]) {
    for (const food of foods) this.byId.set(food._id, food);
    this.alphabetical = [...foods].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    this.index.addAll(
      foods.map((food) => ({
        id: food._id,
        name: food.name,
        hindiName: food.hindiName,
        otherNames: (food.otherNames ?? []).join(' '),
        group: FOOD_GROUPS[food.group] ?? '',
        sound: soundOf([food.name, food.hindiName]),
        otherSound: soundOf(food.otherNames ?? []),
      })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  /** Matches best first (or all alphabetically for an empty search), filtered. */
  search(text: string, filters: FoodFilters): FoodSummary[] {
    const keep = (food: FoodSummary | undefined): food is FoodSummary =>
      !!food &&
      (!filters.group || food.group === filters.group) &&
      (!filters.kind || food.kind === filters.kind) &&
      (!filters.source || food.source === filters.source) &&
      dietAllows(filters.diet, food) &&
      !(filters.exclude ?? []).some((allergen) => food.allergens.includes(allergen));
    const query = text.trim();
    if (!query) return this.alphabetical.filter(keep);
    const words = hasDevanagari(query) ? [] : query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const phonetic = phoneticKeys(query);
    const queries: Query[] = [];
    // Devanagari only meets the index through its phonetic keys.
    if (words.length) queries.push({ queries: [words.join(' ')], fields: TEXT_FIELDS });
    // A sound key of two letters ("dl" for dal) is a word, not the start of one.
    if (phonetic.length) queries.push({ queries: [phonetic.join(' ')], fields: SOUND_FIELDS, prefix: (term) => term.length > 2 });
    if (!queries.length) return [];
    // Prefixes first (a tenth of a millisecond); typo tolerance (a few ms over the whole table) only
    // when a word of the query met nothing, spelled as typed or by its sound.
    let results: SearchResult[] = this.index.search({ queries, combineWith: 'OR' }, { fuzzy: false });
    const met = new Set(results.flatMap((result) => result.queryTerms));
    const unmet = hasDevanagari(query) ? !phonetic.every((key) => met.has(key)) : words.some((word) => !met.has(word) && !phoneticKeys(word).every((key) => met.has(key)));
    if (unmet) results = this.index.search({ queries, combineWith: 'OR' });
    return results.map((result) => this.byId.get(String(result.id))).filter(keep);
  }
}
