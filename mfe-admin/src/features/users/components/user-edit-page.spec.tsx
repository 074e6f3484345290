import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { UserEditPage } from './user-edit-page';

const me = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const otherAdmin = { _id: 'b'.repeat(24), name: 'Dr. Second', email: '', phone: '9888877777', role: 'admin', isAdmin: true, address: '' };
const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const open = (user: typeof client) =>
  renderScreen(<UserEditPage />, { user: me as never, path: '/admin/user/:id/edit', url: `/admin/user/${user._id}/edit` });

describe('UserEditPage', () => {
  it('lets the admin edit another admin\'s details and says what stays refused', async () => {
    const api = stubApi({ [`GET /api/users/${otherAdmin._id}`]: otherAdmin, [`PUT /api/users/${otherAdmin._id}`]: { ...otherAdmin, name: 'Dr. Second Rao' } });
    const { notify } = open(otherAdmin as never);
    const name = await screen.findByLabelText('Name');
    expect(name).toBeEnabled();
    expect(screen.getByText(/cannot be deleted, and the clinic's last admin keeps the admin role/)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Dr. Second Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.users.updated));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Dr. Second Rao', phone: '9888877777' });
  });

  it('keeps only digits in the phone field and refuses a number that is not an Indian mobile', async () => {
    const api = stubApi({ [`GET /api/users/${client._id}`]: client, [`PUT /api/users/${client._id}`]: client });
    open(client);
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12a34-567890');
    expect(phone).toHaveValue('1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.auth.invalidPhone)).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 98450 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ phone: '9845012345' }));
  });

  it('ends the user\'s sessions after a confirmation', async () => {
    const api = stubApi({ [`GET /api/users/${client._id}`]: client, [`DELETE /api/users/${client._id}/sessions`]: { message: Messages.users.sessionsEnded } });
    const { notify } = open(client);
    await userEvent.click(await screen.findByRole('button', { name: 'End all sessions' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.users.sessionsEnded));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/users/${client._id}/sessions`]);
  });
});
