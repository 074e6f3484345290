import { bmiCategory, bmiOf, bmiPreview, cmToMetres, metresToCm } from './progress';
import { canChangeRecord, enteredByLabel } from './care-team';
import { groupMeals } from './plans';

describe('BMI', () => {
  it('is weight over height squared, to one decimal', () => {
    expect(bmiOf(70, 1.75)).toBe(22.9);
    expect(bmiOf(82.4, 1.68)).toBe(29.2);
  });

  it('is blank when weight or height is missing', () => {
    expect(bmiOf(undefined, 1.7)).toBeNull();
    expect(bmiOf(70, null)).toBeNull();
  });

  it('uses the Asian-Indian cut-offs: overweight from 23, obese from 25', () => {
    expect(bmiCategory(22.9, 'asian-indian')).toBe('normal');
    expect(bmiCategory(23, 'asian-indian')).toBe('overweight');
    expect(bmiCategory(25, 'asian-indian')).toBe('obese');
    expect(bmiCategory(25, 'who')).toBe('overweight');
    expect(bmiCategory(30, 'who')).toBe('obese');
    expect(bmiCategory(18.4, 'who')).toBe('underweight');
    expect(bmiCategory(null, 'who')).toBeNull();
  });
});

describe('groupMeals', () => {
  it('groups by meal time in the day\'s order and totals calories', () => {
    const { groups, totalCalories } = groupMeals([
      { mealTime: 'dinner', description: 'Dal, rice', calories: 550 },
      { mealTime: 'breakfast', description: 'Poha', calories: 300 },
      { mealTime: 'breakfast', description: 'Tea', calories: 40 },
    ]);
    expect(groups.map((g) => [g.mealTime, g.calories])).toEqual([
      ['breakfast', 340],
      ['dinner', 550],
    ]);
    expect(totalCalories).toBe(890);
  });
});

describe('the progress form\'s height in centimetres', () => {
  it('converts to and from the API\'s metres', () => {
    expect(cmToMetres(168)).toBe(1.68);
    expect(metresToCm(1.68)).toBe(168);
    expect(cmToMetres(null)).toBeNull();
  });

  it('previews BMI only from values the server would accept', () => {
    expect(bmiPreview(70, 175)).toBe(22.9);
    // 170 typed as metres-sized numbers used to preview "0.0 Underweight".
    expect(bmiPreview(70, 1.7)).toBeNull();
    expect(bmiPreview(70, 300)).toBeNull();
    expect(bmiPreview(1, 170)).toBeNull();
    expect(bmiPreview(undefined, 170)).toBeNull();
  });
});

describe('who may change a health record', () => {
  const record = { enteredBy: { _id: 'n1', name: 'Dr Rao' } };
  it('is the admin, or whoever entered it', () => {
    expect(canChangeRecord({ _id: 'a', role: 'admin' }, record)).toBe(true);
    expect(canChangeRecord({ _id: 'n1', role: 'nutritionist' }, record)).toBe(true);
    expect(canChangeRecord({ _id: 'n2', role: 'nutritionist' }, record)).toBe(false);
    expect(canChangeRecord({ _id: 'c', role: 'client' }, record)).toBe(false);
    expect(canChangeRecord(null, record)).toBe(false);
  });

  it('labels the signed-in user\'s own entries "You"', () => {
    expect(enteredByLabel({ _id: 'n1' }, record)).toBe('You');
    expect(enteredByLabel({ _id: 'c' }, record)).toBe('Dr Rao');
  });
});
