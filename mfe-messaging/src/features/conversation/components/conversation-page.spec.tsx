import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { Messages, type UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ConversationPage } from './conversation-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer' };
const message = (id: string, content: string, isRead: boolean, fromThem = true) => ({
  _id: id.padEnd(24, '0'),
  sender: fromThem ? nutritionist : { _id: client._id, name: client.name },
  receiver: fromThem ? { _id: client._id, name: client.name } : nutritionist,
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  isRead,
});
const thread = (...data: ReturnType<typeof message>[]) => ({ data, hasMore: false });
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
const openThread = () =>
  renderScreen(<ConversationPage />, { user: client, path: '/conversation', url: `/conversation?user=${nutritionist._id}` });
const reads = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/api/messages/read/'));

describe('ConversationPage', () => {
  it("confirms a reply with 'Message sent successfully!'", async () => {
    stubApi({
      [`GET /api/messages/conversation/${nutritionist._id}`]: thread(message('a1', 'How are you?', true)),
      'POST /api/messages': message('a2', 'Fine, thanks', false, false),
    });
    const { notify } = openThread();
    await screen.findByText('How are you?');
    await userEvent.type(screen.getByLabelText('Reply'), 'Fine, thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.messages.sent));
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it("says 'Failed to send message' when the failure carries no server message", async () => {
    stubApi({
      [`GET /api/messages/conversation/${nutritionist._id}`]: thread(message('a1', 'How are you?', true)),
      'POST /api/messages': badGateway,
    });
    const { notify } = openThread();
    await screen.findByText('How are you?');
    await userEvent.type(screen.getByLabelText('Reply'), 'Fine, thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.messages.sendFailed));
  });

  it('reads a message that arrives while the thread is open, so the header stops counting it', async () => {
    let current = thread(message('a1', 'How are you?', true));
    const api = stubApi({
      [`GET /api/messages/conversation/${nutritionist._id}`]: () => current,
      [`PUT /api/messages/read/${nutritionist._id}`]: { count: 0 },
    });
    const { queryClient } = openThread();
    await screen.findByText('How are you?');
    expect(reads(api)).toEqual([]);

    // What the live stream does when a message arrives: the thread is fetched again.
    current = thread(message('a1', 'How are you?', true), message('a2', 'Did you eat breakfast?', false));
    await queryClient.invalidateQueries();
    await screen.findByText('Did you eat breakfast?');
    await waitFor(() => expect(reads(api)).toHaveLength(1));
    expect(queryClient.getQueryData(['messages', 'unread'])).toEqual({ count: 0 });
  });

  it('deletes one of my messages from the keyboard, after asking', async () => {
    const mine = message('a2', 'Can I have tea?', false, false);
    stubApi({ [`GET /api/messages/conversation/${nutritionist._id}`]: thread(message('a1', 'How are you?', true), mine) });
    openThread();
    await screen.findByText('Can I have tea?');
    const remove = screen.getByRole('button', { name: 'Delete message' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Delete this message?')).toBeInTheDocument();
  });

  it('offline (the shell turns controls off): my message\'s Delete is off too, and opens no question', async () => {
    stubApi({ [`GET /api/messages/conversation/${nutritionist._id}`]: thread(message('a2', 'Can I have tea?', false, false)) });
    renderScreen(
      <ConfigProvider componentDisabled>
        <ConversationPage />
      </ConfigProvider>,
      { user: client, path: '/conversation', url: `/conversation?user=${nutritionist._id}` },
    );
    await screen.findByText('Can I have tea?');
    const remove = screen.getByRole('button', { name: 'Delete message' });
    expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    expect(screen.queryByText('Delete this message?')).toBeNull();
    // Reading whom to talk to stays on: it asks nothing of the server.
    expect(screen.getByRole('combobox')).toBeEnabled();
  });
});
