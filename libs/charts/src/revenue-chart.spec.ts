import { shortRupees } from './short-rupees';

describe('shortRupees', () => {
  it('shortens to thousands, lakhs and crores', () => {
    expect(shortRupees(0)).toBe('₹0');
    expect(shortRupees(950)).toBe('₹950');
    expect(shortRupees(12_500)).toBe('₹12.5K');
    expect(shortRupees(1_50_000)).toBe('₹1.5L');
    expect(shortRupees(2_00_00_000)).toBe('₹2Cr');
  });
});
