import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type ProgressRecord, type UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ProgressListPage } from './progress-list-page';

const admin: UserInfo = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const record: ProgressRecord = {
  _id: 'r'.repeat(24),
  client: { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '' },
  nutritionist: { _id: admin._id, name: admin.name, email: '' },
  enteredBy: { _id: admin._id, name: admin.name, email: '' },
  date: '2026-11-20',
  weight: 70,
  height: 1.6,
  bodyFat: null,
  BMI: 27.3,
  bmiCategory: 'obese',
  notes: '',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });

describe('progress list', () => {
  it("says 'Failed to delete record' when the failure carries no server message", async () => {
    stubApi({
      'GET /api/progresses': { data: [record], page: 1, limit: 20, total: 1 },
      'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 },
      [`DELETE /api/progresses/${record._id}`]: badGateway,
    });
    const { notify } = renderScreen(<ProgressListPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: `Delete record of ${record.date}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.progress.deleteFailed));
  });
});
