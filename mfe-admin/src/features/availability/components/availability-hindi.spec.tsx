import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import remote from '../../../routes';
import { MyAvailabilityPage } from './my-availability-page';
import { UpdateSlotsPage } from './update-slots-page';

const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '', phone: '9000000002', role: 'nutritionist', isAdmin: false, address: '' };
const week = { data: [{ _id: 'd'.repeat(24), nutritionist: nutritionist._id, dayOfWeek: 'Monday', slots: [{ startTime: '09:00', endTime: '09:30', isBooked: false }] }] };
const override = { _id: 'o'.repeat(24), nutritionist: nutritionist._id, kind: 'time-off', startDate: '2099-12-24', endDate: '2099-12-26', note: 'Holidays' };

describe('availability in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('My Availability: heading, weekdays, slot switches and time off in Hindi', async () => {
    stubApi({ 'GET /api/availabilities/mine': week, 'GET /api/availabilities/overrides': { data: [override] } });
    renderScreen(<MyAvailabilityPage />, { user: nutritionist as never });
    expect(await screen.findByText('मेरी उपलब्धता')).toBeInTheDocument();
    const monday = await screen.findByRole('region', { name: 'सोमवार' });
    expect(within(monday).getByRole('switch', { name: '09:00 – 09:30 बुकिंग के लिए खुला' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'मंगलवार' })).getByText('इस दिन काम नहीं')).toBeInTheDocument();
    const overrides = screen.getByRole('region', { name: 'तारीख़ के हिसाब से बदलाव' });
    expect(await within(overrides).findByText('छुट्टी और अतिरिक्त समय')).toBeInTheDocument();
    expect(within(overrides).getByRole('button', { name: 'छुट्टी जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोई दिन हटाएँ' })).toHaveAttribute('href', '/admin/deleteAvailability');
  });

  it('Update Slots: the day picker counts slots and names days in Hindi', async () => {
    stubApi({ 'GET /api/availabilities/mine': week });
    renderScreen(<UpdateSlotsPage />, { user: nutritionist as never });
    expect(await screen.findByText('स्लॉट बदलें')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'दिन' }));
    await userEvent.click(await screen.findByTitle('सोमवार (1 स्लॉट)'));
    expect(await screen.findByRole('button', { name: 'सोमवार सहेजें' })).toBeInTheDocument();
  });

  it("the remote's document titles follow the language", async () => {
    const title = (path: string) => remote.routes.find((r) => r.path === path)?.title;
    expect(title('admin/myAvailability')).toBe('मेरी उपलब्धता');
    await changeLanguage('en');
    expect(title('admin/myAvailability')).toBe('My Availability');
    await changeLanguage('hi');
  });
});
