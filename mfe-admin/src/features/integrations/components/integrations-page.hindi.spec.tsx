import { screen } from '@testing-library/react';
import type { WebhookEndpointInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { changeLanguage } from '@clinic/i18n';
import { IntegrationsPage } from './integrations-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const disabled = (id: string): WebhookEndpointInfo => ({
  _id: id.repeat(24),
  url: `https://${id}.example.com/hook`,
  events: ['appointment.booked'],
  description: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  disabledAt: '2026-11-22T10:00:00.000Z',
  disabledReason: 'Deliveries failed for 24 h (last: HTTP 500).',
});

describe('IntegrationsPage in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('writes its sections in Hindi, with the code samples where the Hindi sentence puts them', async () => {
    stubApi({ 'GET /api/integrations/keys': [], 'GET /api/integrations/webhooks': [disabled('c'), disabled('d')] });
    renderScreen(<IntegrationsPage />, { user: admin as never });
    expect(await screen.findByRole('heading', { level: 1, name: 'इंटीग्रेशन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'एपीआई कुंजियाँ' })).toBeInTheDocument();
    const intro = screen.getByText((_, el) => el?.tagName === 'DIV' && /^कुंजी से कोई दूसरा सिस्टम/.test(el.textContent ?? ''));
    expect(intro).toHaveTextContent('इसे Authorization: Bearer <key> की तरह भेजें; /api/docs पर आज़माकर देखें।');
    expect(intro.querySelector('code')).toHaveTextContent('Authorization: Bearer <key>');
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('button', { name: 'कुंजी बनाएँ' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('2 वेबहुक एंडपॉइंट बंद कर दिए गए');
    expect(await screen.findAllByText('बंद')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'चालू करें' })).toHaveLength(2);
  });
});
