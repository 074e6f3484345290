import { validateSync } from 'class-validator';
import { IsString } from 'class-validator';
import { MaxDecimals, Optional } from './optional';

class Sample {
  @Optional()
  @IsString()
  name?: unknown;

  @Optional()
  @MaxDecimals(2)
  price?: unknown;
}

const errors = (value: Partial<Sample>) => validateSync(Object.assign(new Sample(), value)).map((e) => e.property);

describe('Optional and MaxDecimals', () => {
  it('skip absent fields but validate null', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ name: null })).toEqual(['name']);
  });

  it('accept at most the given decimals, and refuse what is not a finite number', () => {
    expect(errors({ price: 1499.99 })).toEqual([]);
    expect(errors({ price: 0.1 + 0.2 })).toEqual([]);
    for (const bad of [10.005, 5e-324, Number.NaN, Infinity, '10']) expect(errors({ price: bad })).toEqual(['price']);
  });
});
