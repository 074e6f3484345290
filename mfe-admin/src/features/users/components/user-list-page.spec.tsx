import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { UserListPage } from './user-list-page';

const admin: UserInfo = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const otherAdmin: UserInfo = { _id: 'b'.repeat(24), name: 'Dr. Second', email: '', phone: '9888877777', role: 'admin', isAdmin: true, address: '' };
const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: 'priya@example.com', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

describe('UserListPage', () => {
  it('offers edit but never delete for another admin, nothing on one\'s own row, and both for other users', async () => {
    stubApi({ 'GET /api/users': { data: [admin, otherAdmin, client], page: 1, limit: 20, total: 3 } });
    renderScreen(<UserListPage />, { user: admin as never });

    const adminRow = (await screen.findByText('Dr. Asha Rao')).closest('tr')!;
    expect(within(adminRow).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(adminRow).queryByRole('button', { name: /Delete/ })).toBeNull();

    const otherAdminRow = screen.getByText('Dr. Second').closest('tr')!;
    expect(within(otherAdminRow).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/user/${otherAdmin._id}/edit`);
    expect(within(otherAdminRow).queryByRole('button', { name: /Delete/ })).toBeNull();

    const clientRow = screen.getByText('Priya Sharma').closest('tr')!;
    expect(within(clientRow).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/user/${client._id}/edit`);
    expect(within(clientRow).getByRole('button', { name: 'Delete Priya Sharma' })).toBeInTheDocument();
  });

  it('asks for confirmation before deleting, then deletes and says so', async () => {
    const api = stubApi({
      'GET /api/users': { data: [client], page: 1, limit: 20, total: 1 },
      [`DELETE /api/users/${client._id}`]: { message: Messages.users.deleted },
    });
    const { notify } = renderScreen(<UserListPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Priya Sharma' }));

    expect(await screen.findByText('Delete this user?')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.users.deleted));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/users/${client._id}`]);
  });

  it('keeps an open delete confirmation when the list refreshes with that user changed', async () => {
    // An edit elsewhere made Priya a nutritionist (no "Plans & progress" link any more): the list's next answer
    // redraws her row while the admin is being asked, and the question must stay on screen.
    let listed = client;
    stubApi({ 'GET /api/users': () => ({ data: [listed], page: 1, limit: 20, total: 1 }) });
    const { queryClient } = renderScreen(<UserListPage />, { user: admin as never });
    const trigger = await screen.findByRole('button', { name: 'Delete Priya Sharma' });
    expect(screen.getByRole('link', { name: 'Plans & progress' })).toBeInTheDocument();
    await userEvent.click(trigger);
    await screen.findByText('Delete this user?');
    // The question's code loads on the first press, and the link is drawn again inside it, once.
    const asking = screen.getByRole('button', { name: 'Delete Priya Sharma' });

    listed = { ...client, role: 'nutritionist' };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plans & progress' })).toBeNull());

    expect(screen.getByRole('button', { name: 'Delete Priya Sharma' })).toBe(asking);
    expect(screen.getByText('Delete this user?')).toBeVisible();
  });

  it('sends the search and role filter to the server', async () => {
    const api = stubApi({ 'GET /api/users': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<UserListPage />, { user: admin as never });
    await screen.findByText('No users found.');
    await userEvent.type(screen.getByLabelText('Search users'), 'priya{enter}');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/users?page=1&limit=20&search=priya'));
  });
});
