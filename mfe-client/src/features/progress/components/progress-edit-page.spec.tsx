import { screen } from '@testing-library/react';
import { Messages, type ProgressRecord, type UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ProgressEditPage } from './progress-edit-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000000', role: 'client', isAdmin: false, address: '' };
const practitioner = { _id: 'n'.repeat(24), name: 'Dr. Asha Rao', email: '' };
const record = (enteredBy: { _id: string; name: string; email: string }): ProgressRecord => ({
  _id: 'r'.repeat(24),
  client: { _id: client._id, name: client.name, email: '' },
  nutritionist: practitioner,
  enteredBy,
  date: '2026-11-01',
  weight: 70,
  height: 1.68,
  bodyFat: null,
  BMI: 24.8,
  bmiCategory: 'overweight',
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const open = () => renderScreen(<ProgressEditPage />, { user: client, path: '/progress/edit/:id', url: `/progress/edit/${'r'.repeat(24)}` });

describe('ProgressEditPage', () => {
  it('tells a client a practitioner\'s record is read-only instead of offering a form that fails on save', async () => {
    stubApi({ [`GET /api/progresses/${'r'.repeat(24)}`]: record(practitioner) });
    open();
    expect(await screen.findByText(Messages.care.enteredByPractitioner)).toBeInTheDocument();
    expect(screen.getByText(/Entered by Dr. Asha Rao./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

});
