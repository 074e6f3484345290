import { screen } from '@testing-library/react';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { AdherencePanel } from './adherence-panel';

const nutritionist = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'nutritionist', isAdmin: false, address: '' };
const ravi = { _id: 'c'.repeat(24), name: 'Ravi Kumar' };
const meera = { _id: 'e'.repeat(24), name: 'Meera Iyer' };

describe('AdherencePanel', () => {
  it("shows each client's days logged of seven and energy eaten against the plan, linking to their nutrition page", async () => {
    stubApi({
      'GET /api/diary/adherence': {
        data: [
          { client: ravi, daysLogged: 5, energyPercentOfPlan: 92.4, lastLogged: '2026-12-05' },
          { client: meera, daysLogged: 0, energyPercentOfPlan: null, lastLogged: null },
        ],
      },
    });
    renderScreen(<AdherencePanel />, { user: nutritionist as never });
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', `/admin/clients/${ravi._id}/nutrition`);
    expect(screen.getByText('5 of 7 days logged · 92% of planned energy')).toBeInTheDocument();
    // Without a plan there is no percent to show.
    expect(screen.getByText('0 of 7 days logged')).toBeInTheDocument();
  });

  it('says so when no client has a plan to follow', async () => {
    stubApi({ 'GET /api/diary/adherence': { data: [] } });
    renderScreen(<AdherencePanel />, { user: nutritionist as never });
    expect(await screen.findByText('None of your clients has a plan to follow yet.')).toBeInTheDocument();
  });
});
