import { formatIndianNumber } from './indian-numbers';

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure repeats. */
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatIndianNumber', () => {
  it('writes rupees as the spec shows them: the sign, lakh grouping, two decimals', () => {
    expect(formatIndianNumber(150000, { rupees: true, minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('₹1,50,000.00');
    expect(formatIndianNumber(1499.5, { rupees: true, minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('₹1,499.50');
    expect(formatIndianNumber(-1500, { rupees: true, minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('-₹1,500.00');
    expect(formatIndianNumber(12345678.9, { maximumFractionDigits: 1 })).toBe('1,23,45,678.9');
    expect(formatIndianNumber(999.995, { maximumFractionDigits: 2 })).toBe('1,000');
  });

  it("matches Intl's en-IN and hi-IN output over amounts of every size and fraction", () => {
    const next = randoms(17);
    const values: number[] = [0, -0, 0.5, 0.125, 1.005, 2.675, 1e-6, 1e-7, 999.9999, 1e20, 1e21, -1e21, Infinity, -Infinity, NaN, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 3000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 12);
      const value = Math.round(next() * magnitude * 10 ** 4) / 10 ** Math.floor(next() * 5);
      values.push(next() < 0.2 ? -value : value);
    }
    for (const locale of ['en-IN', 'hi-IN']) {
      for (const [min, max] of [[0, 0], [0, 1], [0, 2], [2, 2], [0, 3]]) {
        const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
        const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: min, maximumFractionDigits: max });
        const mismatches = values.flatMap((value) => {
          const got = [formatIndianNumber(value, { minimumFractionDigits: min, maximumFractionDigits: max }), formatIndianNumber(value, { rupees: true, minimumFractionDigits: min, maximumFractionDigits: max })];
          const want = [plain.format(value), rupees.format(value)];
          return got[0] === want[0] && got[1] === want[1] ? [] : [{ value, got, want }];
        });
        expect({ locale, min, max, mismatches: mismatches.slice(0, 5) }).toEqual({ locale, min, max, mismatches: [] });
      }
    }
  });
});
