import {
  ageOn,
  allergensHit,
  dietAllows,
  macroGrams,
  macroSplit,
  mifflinStJeor,
  nutrientsFor,
  planCycleLength,
  planDayOn,
  recipePer100g,
  sumNutrients,
} from './nutrition';

// Bajra (IFCT 2017, A003) per 100 g: 1456 kJ = 348.0 kcal, protein 10.96, carbohydrate 61.78, fat 5.43, fibre 11.49.
const BAJRA = { energyKcal: 348, protein: 10.96, carbohydrate: 61.78, fat: 5.43, fibre: 11.49 };

describe('nutrition arithmetic', () => {
  it('scales values per 100 g to an amount, one decimal each', () => {
    expect(nutrientsFor(BAJRA, 50)).toEqual({ energyKcal: 174, protein: 5.5, carbohydrate: 30.9, fat: 2.7, fibre: 5.7 });
    expect(nutrientsFor(BAJRA, 0)).toEqual({ energyKcal: 0, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 });
  });

  it('adds amounts without floating-point dust', () => {
    const tenth = { energyKcal: 0.1, protein: 0.1, carbohydrate: 0.2, fat: 0.3, fibre: 0 };
    expect(sumNutrients([tenth, tenth, tenth])).toEqual({ energyKcal: 0.3, protein: 0.3, carbohydrate: 0.6, fat: 0.9, fibre: 0 });
  });

  it('splits energy between protein, carbohydrate and fat by Atwater factors, adding up to 100', () => {
    // 20 g protein = 80 kcal, 50 g carbohydrate = 200 kcal, 10 g fat = 90 kcal: 370 kcal.
    const split = macroSplit({ energyKcal: 370, protein: 20, carbohydrate: 50, fat: 10, fibre: 0 });
    expect(split).toEqual({ protein: 22, carbohydrate: 54, fat: 24 });
    expect(split.protein + split.carbohydrate + split.fat).toBe(100);
    expect(macroSplit({ energyKcal: 50, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 })).toEqual({ protein: 0, carbohydrate: 0, fat: 0 });
  });

  it('spreads a recipe\'s ingredients over its cooked yield', () => {
    // 100 g bajra flour cooked with water to 250 g of dough: each 100 g of the dish holds 40 % of it.
    expect(recipePer100g([{ per100g: BAJRA, grams: 100 }], 250)).toEqual({ energyKcal: 139.2, protein: 4.4, carbohydrate: 24.7, fat: 2.2, fibre: 4.6 });
  });
});

describe('targets', () => {
  it('computes Mifflin-St Jeor resting energy for women and men', () => {
    // 10·60 + 6.25·160 − 5·30 − 161 = 1289; the same man: + 5 instead of − 161 = 1455.
    expect(mifflinStJeor({ sex: 'female', weightKg: 60, heightCm: 160, ageYears: 30 })).toBe(1289);
    expect(mifflinStJeor({ sex: 'male', weightKg: 60, heightCm: 160, ageYears: 30 })).toBe(1455);
  });

  it('counts whole years of age, the birthday itself included', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('turns macro percentages of the energy into grams, and keeps grams as set', () => {
    expect(macroGrams(1800, { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 })).toEqual({ protein: 90, carbohydrate: 247.5, fat: 50 });
    expect(macroGrams(1800, { unit: 'grams', protein: 70, carbohydrate: 200, fat: 60 })).toEqual({ protein: 70, carbohydrate: 200, fat: 60 });
  });
});

describe('diets and allergies', () => {
  const paneer = { diet: 'vegetarian' as const, jain: true, allergens: ['milk' as const] };
  const egg = { diet: 'eggetarian' as const, jain: false, allergens: ['egg' as const] };
  const chicken = { diet: 'non-vegetarian' as const, jain: false, allergens: [] };
  const potato = { diet: 'vegetarian' as const, jain: false, allergens: [] };

  it('lets each diet have what it allows', () => {
    expect([paneer, egg, chicken, potato].map((f) => dietAllows('vegetarian', f))).toEqual([true, false, false, true]);
    expect([paneer, egg, chicken, potato].map((f) => dietAllows('eggetarian', f))).toEqual([true, true, false, true]);
    expect([paneer, egg, chicken, potato].map((f) => dietAllows('non-vegetarian', f))).toEqual([true, true, true, true]);
    expect([paneer, egg, chicken, potato].map((f) => dietAllows('jain', f))).toEqual([true, false, false, false]);
    expect(dietAllows(null, chicken)).toBe(true);
  });

  it('names the allergies a food carries', () => {
    expect(allergensHit(['milk', 'peanut'], paneer)).toEqual(['milk']);
    expect(allergensHit(['peanut'], paneer)).toEqual([]);
  });
});

describe('plan days', () => {
  it('repeats a plan\'s cycle over the calendar from its start', () => {
    expect(planCycleLength([{}, { day: 1 }])).toBe(1);
    expect(planCycleLength([{ day: 3 }, { day: 1 }])).toBe(3);
    expect(planDayOn('2026-12-01', '2026-12-01', 1)).toBe(1);
    expect(planDayOn('2026-12-01', '2026-12-09', 1)).toBe(1);
    expect(planDayOn('2026-12-01', '2026-12-03', 3)).toBe(3);
    expect(planDayOn('2026-12-01', '2026-12-04', 3)).toBe(1);
    // Across the end of March (no time-zone shift: dates are calendar dates).
    expect(planDayOn('2026-03-28', '2026-04-02', 7)).toBe(6);
  });
});
