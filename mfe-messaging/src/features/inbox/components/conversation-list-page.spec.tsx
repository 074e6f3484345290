import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ConversationListPage } from './conversation-list-page';

const admin: UserInfo = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const summary = (name: string, isRead: boolean, lastMessage: string, phoneEnding = '') => ({
  user: { _id: `${name.toLowerCase()}${phoneEnding}`.padEnd(24, '0'), name, phoneEnding },
  lastMessage,
  lastMessageTime: '2026-11-20T10:00:00.000Z',
  isRead,
});

describe('ConversationListPage', () => {
  it('lists conversations with their preview and marks the unread ones', async () => {
    stubApi({
      'GET /api/messages/conversations': {
        data: [summary('Priya', false, 'Can I swap dinner?'), summary('Rahul', true, 'Thanks!')],
        page: 1,
        limit: 20,
        total: 2,
      },
    });
    renderScreen(<ConversationListPage />, { user: admin });
    expect(await screen.findByText('Can I swap dinner?')).toBeInTheDocument();
    const items = screen.getAllByTestId('conversation');
    expect(items.map((i) => i.textContent?.includes('New'))).toEqual([true, false]);
  });

  it('tells apart two clients of the same name by their phone\'s last digits', async () => {
    stubApi({
      'GET /api/messages/conversations': { data: [summary('Priya', false, 'Hi', '1234'), summary('Priya', true, 'Hello', '9876')], page: 1, limit: 20, total: 2 },
    });
    renderScreen(<ConversationListPage />, { user: admin });
    await screen.findByText('Hi');
    expect(screen.getAllByTestId('conversation').map((i) => i.textContent)).toEqual([expect.stringContaining('…1234'), expect.stringContaining('…9876')]);
  });

  it('opens a conversation on click', async () => {
    stubApi({ 'GET /api/messages/conversations': { data: [summary('Priya', false, 'Hi')], page: 1, limit: 20, total: 1 } });
    renderScreen(<ConversationListPage />, { user: admin });
    await userEvent.click(await screen.findByText('Hi'));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    stubApi({ 'GET /api/messages/conversations': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<ConversationListPage />, { user: admin });
    expect(await screen.findByText('No recent conversations found.')).toBeInTheDocument();
  });
});
