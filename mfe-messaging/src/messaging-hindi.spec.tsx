import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { changeLanguage } from '@clinic/i18n';
import { ConversationListPage } from './features/inbox/components/conversation-list-page';
import { SendMessagePage } from './features/send/components/send-message-page';
import remote from './routes';

const admin: UserInfo = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

describe('messaging in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('shows the conversations list in Hindi, the unread one marked new', async () => {
    stubApi({
      'GET /api/messages/conversations': {
        data: [{ user: { _id: 'p'.repeat(24), name: 'Priya', phoneEnding: '1234' }, lastMessage: 'नमस्ते', lastMessageTime: '2026-11-20T10:00:00.000Z', isRead: false }],
        page: 1,
        limit: 20,
        total: 1,
      },
    });
    renderScreen(<ConversationListPage />, { user: admin });
    expect(await screen.findByRole('heading', { name: 'बातचीत' })).toBeInTheDocument();
    expect((await screen.findByTestId('conversation')).textContent).toContain('फ़ोन …1234');
    expect(screen.getByText('नया')).toBeInTheDocument();
  });

  it("says there are none in the spec's words, in Hindi", async () => {
    stubApi({ 'GET /api/messages/conversations': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<ConversationListPage />, { user: admin });
    expect(await screen.findByText('हाल की कोई बातचीत नहीं मिली।')).toBeInTheDocument();
  });

  it("labels the send form in Hindi and refuses an empty message with the spec's text in Hindi", async () => {
    stubApi({ 'GET /api/users/nutritionists': { data: [], page: 1, limit: 100, total: 0 } });
    renderScreen(<SendMessagePage />, { user: client });
    expect(screen.getByRole('heading', { name: 'संदेश भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'किसे' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('कृपया संदेश लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया चुनें कि संदेश किसे भेजना है।')).toBeInTheDocument();
  });

  it('gives each screen a Hindi document title, and English again after switching back', async () => {
    expect(remote.routes.map((route) => route.title)).toEqual(['बातचीत देखें', 'संदेश भेजें', 'बातचीत']);
    await changeLanguage('en');
    expect(remote.routes.map((route) => route.title)).toEqual(['View Conversation', 'Send a Message', 'Conversations']);
    await changeLanguage('hi');
  });
});
