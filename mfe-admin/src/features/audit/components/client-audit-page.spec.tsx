import { screen } from '@testing-library/react';
import { changeLanguage } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ClientAuditPage } from './client-audit-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const entries = {
  data: [
    { at: '2026-11-22T04:30:00.000Z', actor: { _id: admin._id, name: admin.name, role: 'admin' }, action: 'read', resource: 'plan', resourceId: 'p'.repeat(18) + '123456' },
    { at: '2026-11-22T04:31:00.000Z', actor: { _id: admin._id, name: admin.name, role: 'admin' }, action: 'export', resource: 'progress', resourceId: '' },
  ],
  page: 1,
  limit: 50,
  total: 2,
};
const open = () => {
  stubApi({ [`GET /api/users/${client._id}`]: client, [`GET /api/audit/client/${client._id}`]: entries });
  return renderScreen(<ClientAuditPage />, { user: admin as never, path: '/admin/audit/:clientId', url: `/admin/audit/${client._id}` });
};

describe('/admin/audit/{clientId}', () => {
  it('lists who did what to which record, in English', async () => {
    open();
    expect(await screen.findByText('Access log · Priya Sharma')).toBeInTheDocument();
    expect(await screen.findByText('plan 123456')).toBeInTheDocument();
    expect(screen.getByText('progress list')).toBeInTheDocument();
    expect(screen.getAllByText('Dr. Asha Rao (Admin)')).toHaveLength(2);
    expect(screen.getByText('read')).toBeInTheDocument();
  });

  it('says the same in Hindi', async () => {
    await changeLanguage('hi');
    try {
      open();
      expect(await screen.findByText('एक्सेस लॉग · Priya Sharma')).toBeInTheDocument();
      expect(await screen.findByText('डाइट प्लान 123456')).toBeInTheDocument();
      expect(screen.getByText('प्रगति की सूची')).toBeInTheDocument();
      expect(screen.getAllByText('Dr. Asha Rao (एडमिन)')).toHaveLength(2);
      expect(screen.getByText('देखा')).toBeInTheDocument();
      expect(screen.getByText('एक्सपोर्ट किया')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← Priya Sharma के डाइट प्लान और प्रगति' })).toHaveAttribute('href', `/admin/clientPlans/${client._id}`);
    } finally {
      await changeLanguage('en');
    }
  });
});
