import { act, screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import type { Role, UserInfo } from '@clinic/contracts';
import { PageTitle } from '@clinic/ui';
import { defineRemote, type RemoteRoute } from '@clinic/host';
import { renderScreen } from '@clinic/host/testing';
import { RemoteRoutes } from './remote-routes';

const client: UserInfo = { _id: 'c1', name: 'Kavya Reddy', email: '', phone: '9800000001', role: 'client', isAdmin: false, address: '' };

/** A screen whose code arrives when the test says so, as a remote's lazy screen does. */
function lazyScreenHeld() {
  let arrive!: () => void;
  const arrived = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <PageTitle>My Appointments</PageTitle> });
  });
  return { Component: lazy(() => arrived), arrive: () => act(async () => arrive()) };
}

function remoteWith(route: Partial<RemoteRoute> & Pick<RemoteRoute, 'Component'>) {
  return defineRemote({ hostApiVersion: '1.1.0', version: '1.0.0' }, [{ path: 'appointmentList', access: ['client'], title: 'Appointments', ...route }]);
}

describe('a remote screen while its code loads', () => {
  it("shows the heading the remote declares for the person's role, not as a second h1, then the screen's own", async () => {
    const { Component, arrive } = lazyScreenHeld();
    const heading = jest.fn((role: Role | undefined) => (role === 'client' ? 'My Appointments' : 'Appointments'));
    renderScreen(<RemoteRoutes module={remoteWith({ Component, heading })} missing={null} />, { user: client, path: '*', url: '/appointmentList' });

    const placeholder = screen.getByText('My Appointments');
    expect(heading).toHaveBeenCalledWith('client');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('screen-heading');
    expect(screen.queryByRole('heading')).toBeNull();

    await arrive();
    expect(screen.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    expect(screen.getAllByText('My Appointments')).toHaveLength(1);
  });

  it('shows only the spinner for a screen that declares no heading', async () => {
    const { Component } = lazyScreenHeld();
    const { container } = renderScreen(<RemoteRoutes module={remoteWith({ Component })} missing={null} />, { user: client, path: '*', url: '/appointmentList' });
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(screen.queryByText('My Appointments')).toBeNull();
  });
});
