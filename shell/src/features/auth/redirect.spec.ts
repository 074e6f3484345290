import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/appointmentList?status=pending', '/Home')).toBe('/appointmentList?status=pending');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'falls back for %p',
    (value) => {
      expect(safeRedirect(value, '/Home')).toBe('/Home');
    },
  );
});
