import { ErrorCode } from './errors';

describe('ErrorCode', () => {
  it('gives every refusal a code of its own, in the AREA.REASON form clients switch on', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*(\.[A-Z]+(_[A-Z]+)*)?$/);
  });
});
