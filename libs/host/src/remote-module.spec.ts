import { defineRemote, isHostApiCompatible } from './remote-module';
import { HOST_API_VERSION } from './host-api';

describe('host API versioning', () => {
  it('accepts a remote built against an older or equal minor of the same major', () => {
    expect(isHostApiCompatible('1.3.0', '1.0.0')).toBe(true);
    expect(isHostApiCompatible('1.3.0', '1.3.2')).toBe(true);
  });

  it('refuses a remote that needs a newer minor or another major', () => {
    expect(isHostApiCompatible('1.2.0', '1.3.0')).toBe(false);
    expect(isHostApiCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isHostApiCompatible('1.9.0', '2.0.0')).toBe(false);
  });

  it('keeps the versions a remote was built with', () => {
    expect(defineRemote({ hostApiVersion: '1.0.0', version: '2.3.4' }, [])).toEqual({ hostApiVersion: '1.0.0', version: '2.3.4', routes: [] });
    expect(isHostApiCompatible(HOST_API_VERSION, HOST_API_VERSION)).toBe(true);
  });
});
