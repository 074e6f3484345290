import { mismatchOf } from './share-check';

describe('shared version check', () => {
  const loaded = (required: string | undefined, provided: string) => ({
    pkgName: 'react',
    shareInfo: { shareConfig: { requiredVersion: required } },
    selectedShared: { version: provided },
    origin: { name: 'mfe_client' },
  });

  it('reports a singleton outside the range a remote was built for', () => {
    expect(mismatchOf(loaded('^20.0.0', '19.3.1'))).toEqual({ consumer: 'mfe_client', pkgName: 'react', required: '^20.0.0', provided: '19.3.1' });
  });

  it('accepts versions inside the range, and a consumer that declares neither a range nor a version', () => {
    expect(mismatchOf(loaded('^19.3.0', '19.3.1'))).toBeNull();
    expect(mismatchOf(loaded(undefined, '19.3.1'))).toBeNull();
  });

  // The shell declares no ranges (the runtime's check of each cost a phone's CPU on every page).
  const byShell = (own: string, provided: string) => ({
    pkgName: 'antd/es/theme',
    shareInfo: { shareConfig: { requiredVersion: false as const }, version: own },
    selectedShared: { version: provided },
    origin: { name: 'shell' },
  });

  it("reports the shell running another app's copy of a version other than its own", () => {
    expect(mismatchOf(byShell('6.6.8', '6.7.0'))).toEqual({ consumer: 'shell', pkgName: 'antd/es/theme', required: '6.6.8', provided: '6.7.0' });
  });

  it('accepts a copy of the version the shell was built with, whichever app it came from', () => {
    expect(mismatchOf(byShell('6.6.8', '6.6.8'))).toBeNull();
  });
});
