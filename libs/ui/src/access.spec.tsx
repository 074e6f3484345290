import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Role } from '@clinic/contracts';
import { HostContext, type HostApi } from '@clinic/host';
import { ForRoles, useRole } from './access';

const hostFor = (role: Role | null) =>
  ({
    version: '1.1.0',
    user: role ? { _id: '1', name: 'Someone', phone: '9876543210', role, isAdmin: role === 'admin' } : null,
    clinic: { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' },
  }) as unknown as HostApi;

const wrapper = (role: Role | null) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <HostContext.Provider value={hostFor(role)}>{children}</HostContext.Provider>;
  };

describe('useRole and ForRoles', () => {
  it.each([
    ['admin', true],
    ['nutritionist', true],
    ['client', false],
  ] as const)('%s counts as clinician: %s', (role, clinician) => {
    const { result } = renderHook(() => useRole(), { wrapper: wrapper(role) });
    expect(result.current.clinician).toBe(clinician);
    expect(result.current.is('client')).toBe(role === 'client');
  });

  it('shows children only to the listed roles, and nothing to a signed-out visitor', () => {
    const view = (role: Role | null) =>
      render(
        <ForRoles roles={['admin']} otherwise={<span>not for you</span>}>
          <button>Access log</button>
        </ForRoles>,
        { wrapper: wrapper(role) },
      );
    view('admin');
    expect(screen.getByRole('button', { name: 'Access log' })).toBeInTheDocument();
    view('nutritionist');
    view(null);
    expect(screen.getAllByText('not for you')).toHaveLength(2);
  });
});
