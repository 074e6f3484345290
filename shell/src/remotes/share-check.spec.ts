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

  it('accepts versions inside the range, and ranges not declared', () => {
    expect(mismatchOf(loaded('^19.3.0', '19.3.1'))).toBeNull();
    expect(mismatchOf(loaded(undefined, '19.3.1'))).toBeNull();
  });
});
