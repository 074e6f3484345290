import { bmiCategory, bmiOf } from './progress';
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
