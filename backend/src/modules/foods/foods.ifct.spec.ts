import { allergensOf, jainOf, localNamesOf, measuresOf, per100gOf } from './foods.ifct';
import { phoneticKeys } from './foods.phonetic';

describe('reading the IFCT 2017 table', () => {
  it('splits the local names by language, Hindi apart', () => {
    expect(localNamesOf('A., Kash. Baajra; B. Bajra; H. Chana, Kala chana; Tel. Gedha/Barre palu.')).toEqual({
      hindi: ['Chana', 'Kala chana'],
      all: ['Baajra', 'Bajra', 'Chana', 'Kala chana', 'Gedha', 'Barre palu'],
    });
    expect(localNamesOf('')).toEqual({ hindi: [], all: [] });
  });

  it('converts kJ to kcal and grams of minerals to mg and µg', () => {
    expect(per100gOf({ enerc: '1456', protcnt: '10.96', fatce: '5.43', choavldf: '61.78', fibtg: '11.49', ca: '0.02735', folsum: '0.00003611' })).toMatchObject({
      energyKcal: 348,
      calcium: 27.35,
      folate: 36.1,
      iron: 0,
    });
  });

  it('tags allergens by group and English name, not by look-alike words', () => {
    expect(allergensOf('H', 'Ground nut')).toEqual(['peanut']);
    expect(allergensOf('E', 'Pineapple')).toEqual([]);
    expect(allergensOf('F', 'Water Chestnut')).toEqual([]);
    expect(allergensOf('P', 'Milk fish')).toEqual(['fish']);
    expect(allergensOf('S', 'Prawn, big')).toEqual(['shellfish']);
    expect(allergensOf('A', 'Wheat flour, atta')).toEqual(['gluten']);
  });

  it('keeps roots, onion and garlic out of Jain food', () => {
    expect(jainOf('F', 'vegetarian', 'Potato Alu')).toBe(false);
    expect(jainOf('D', 'vegetarian', 'Onion, stalk Pyaz')).toBe(false);
    expect(jainOf('C', 'vegetarian', 'Spinach Palak')).toBe(true);
    expect(jainOf('M', 'eggetarian', 'Egg')).toBe(false);
  });

  it('gives flours a roti measure', () => {
    expect(measuresOf('A', 'Wheat flour, atta')).toContainEqual({ name: 'roti', grams: 30 });
    expect(measuresOf('A', 'Bajra')).not.toContainEqual(expect.objectContaining({ name: 'roti' }));
  });
});

describe('phonetic keys', () => {
  it.each([
    ['बाजरा', 'Bajra'],
    ['चावल', 'Chawal'],
    ['पालक', 'Palak'],
    ['गेहूं', 'Gehun'],
    ['गेहूँ', 'Gehun'],
    ['दूध', 'Doodh'],
    ['आटा', 'Atta'],
  ])('meets %s and %s', (devanagari, latin) => {
    expect(phoneticKeys(devanagari)).toEqual(phoneticKeys(latin));
  });

  it('keeps different words apart', () => {
    expect(phoneticKeys('Palak')).not.toEqual(phoneticKeys('Pulao'));
  });
});
