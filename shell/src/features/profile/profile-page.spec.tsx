import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ProfilePage } from './profile-page';

const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: 'priya@example.com', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

describe('ProfilePage', () => {
  it('asks for the current password before changing the password, and sends it', async () => {
    const api = stubApi({ 'PUT /api/users/profile': client });
    const { notify } = renderScreen(<ProfilePage />, { user: client as never });
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(Messages.auth.currentPasswordRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.profile.updated));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ password: 'brand-new-pass', currentPassword: 'old-secret-1', phone: '9000000001' });
  });

  it('needs no current password when only the name changes', async () => {
    const api = stubApi({ 'PUT /api/users/profile': client });
    const { notify } = renderScreen(<ProfilePage />, { user: client as never });
    await userEvent.type(screen.getByLabelText('Name'), ' Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('currentPassword');
  });

  it('signs out everywhere after a confirmation', async () => {
    const api = stubApi({ 'POST /api/users/logout-everywhere': { message: Messages.auth.loggedOutEverywhere } });
    const host = renderScreen(<ProfilePage />, { user: client as never });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const buttons = await screen.findAllByRole('button', { name: 'Sign out everywhere' });
    await userEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(host.host.signOut).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/api/users/logout-everywhere']);
  });
});
