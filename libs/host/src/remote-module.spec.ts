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

  it('stamps remotes with the version they were built against', () => {
    expect(defineRemote([]).hostApiVersion).toBe(HOST_API_VERSION);
  });
});
