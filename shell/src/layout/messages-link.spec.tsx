import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { MessagesLink } from './messages-link';
import { messagesTarget } from './messages-target';

const summary = (id: string, isRead: boolean) => ({ user: { _id: id, name: id, phoneEnding: '' }, lastMessage: 'Hi', lastMessageTime: '2026-11-22T10:00:00.000Z', isRead });
const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

describe('messagesTarget', () => {
  it('opens the one conversation with unread messages, whichever is newer', () => {
    expect(messagesTarget('admin', [summary('a', true), summary('b', false)])).toBe('/conversation?user=b');
    expect(messagesTarget('client', [summary('a', true), summary('b', false)])).toBe('/conversation?user=b');
  });

  it('with several unread: the list for practitioners, the most recent unread for a client', () => {
    const list = [summary('a', true), summary('b', false), summary('c', false)];
    expect(messagesTarget('nutritionist', list)).toBe('/admin/conversationList');
    expect(messagesTarget('client', list)).toBe('/conversation?user=b');
  });

  it('with nothing unread: the only conversation, else the list (practitioners) or the most recent (clients)', () => {
    expect(messagesTarget('admin', [summary('a', true)])).toBe('/conversation?user=a');
    expect(messagesTarget('admin', [summary('a', true), summary('b', true)])).toBe('/admin/conversationList');
    expect(messagesTarget('client', [summary('a', true), summary('b', true)])).toBe('/conversation?user=a');
  });

  it('with no conversation yet: the form that starts one', () => {
    expect(messagesTarget('client', [])).toBe('/sendMessage');
  });
});

describe('MessagesLink', () => {
  it('shows the unread count and opens the conversation that has it', async () => {
    stubApi({
      'GET /api/messages/unread-count': { count: 2 },
      'GET /api/messages/conversations': { data: [summary('n1', true), summary('n2', false)], page: 1, limit: 20, total: 2 },
    });
    renderScreen(<MessagesLink role="client" />, { user: client, path: '/home', url: '/home' });
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/conversation?user=n2'));
  });
});
