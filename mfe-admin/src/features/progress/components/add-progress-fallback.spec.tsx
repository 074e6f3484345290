import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, PROGRESS_NOTES_MAX_LENGTH } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { AddProgressPage } from './add-progress-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
const open = () =>
  renderScreen(<AddProgressPage />, { user: admin as never, path: '/admin/progressPlans/:id', url: `/admin/progressPlans/${client._id}` });

describe('Add Client Progress', () => {
  it("says 'Failed to add progress.' when the failure carries no server message", async () => {
    stubApi({ [`GET /api/users/${client._id}`]: client, 'POST /api/progresses': badGateway });
    const { notify } = open();
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.progress.addFailed));
  });

  it('refuses pasted notes over the limit instead of cutting them', async () => {
    const api = stubApi({ [`GET /api/users/${client._id}`]: client });
    open();
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '70');
    const long = 'n'.repeat(PROGRESS_NOTES_MAX_LENGTH + 1);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: long } });
    expect(screen.getByLabelText('Notes')).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    expect(await screen.findByText(`Notes must be at most ${PROGRESS_NOTES_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens for a client adding their own weigh-in without asking the server who they are', async () => {
    const api = stubApi({ 'POST /api/progresses': { _id: 'p'.repeat(24) } });
    const { notify } = renderScreen(<AddProgressPage />, { user: client as never, path: '/admin/progressPlans/:id', url: `/admin/progressPlans/${client._id}` });
    expect(screen.getByRole('heading', { name: 'Add a measurement' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.progress.added));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/progresses']);
    expect(api.calls[0].body).toMatchObject({ client: client._id, weight: 70 });
  });
});
