import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { SendMessagePage } from './send-message-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '', role: 'nutritionist' };
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });

describe('SendMessagePage', () => {
  it("says 'Failed to send message' when the failure carries no server message", async () => {
    stubApi({ 'GET /api/users/nutritionists': { data: [nutritionist], page: 1, limit: 100, total: 1 }, 'POST /api/messages': badGateway });
    const { notify } = renderScreen(<SendMessagePage />, { user: client });
    await userEvent.click(screen.getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByTitle('Dr. Meera Iyer'));
    await userEvent.type(screen.getByLabelText('Message'), 'Can I swap dinner?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.messages.sendFailed));
  });
});
