import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { DeleteAvailabilityPage } from './delete-availability-page';
import { MyAvailabilityPage } from './my-availability-page';
import { SetAvailabilityPage } from './set-availability-page';
import { UpdateSlotStatusPage } from './update-slot-status-page';
import { UpdateSlotsPage } from './update-slots-page';

const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '', phone: '9000000002', role: 'nutritionist', isAdmin: false, address: '' };
const week = { data: [{ _id: 'd'.repeat(24), nutritionist: nutritionist._id, dayOfWeek: 'Monday', slots: [{ startTime: '09:00', endTime: '09:30', isBooked: false }] }] };
/** What a proxy answers when the API is down: an HTML page, no JSON. */
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });

const render = (screenElement: ReactElement) => renderScreen(screenElement, { user: nutritionist as never });

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('availability screens', () => {
  it('Set Availability: Enter in a time field picks the time and does not submit', async () => {
    const api = stubApi({});
    const { notify } = render(<SetAvailabilityPage />);
    await userEvent.type(screen.getByPlaceholderText('Start'), '09:00{enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify.error).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it("Set Availability: a failure without the server's message shows 'Error saving availability.'", async () => {
    stubApi({ 'POST /api/availabilities': badGateway });
    const { notify } = render(<SetAvailabilityPage />);
    await chooseOption('Day', 'Monday');
    await userEvent.type(screen.getByPlaceholderText('Start'), '09:00{enter}');
    await userEvent.type(screen.getByPlaceholderText('End'), '09:30{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.availability.saveFailed));
  });

  it("Update Slots: a failure without the server's message shows 'Failed to update slots.'", async () => {
    stubApi({ 'GET /api/availabilities/mine': week, 'PUT /api/availabilities/Monday': badGateway });
    const { notify } = render(<UpdateSlotsPage />);
    await screen.findByText('Update Slots');
    await chooseOption('Day', 'Monday (1 slot)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Monday' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.availability.updateSlotsFailed));
  });

  it('Update Slots: with every slot removed it offers to delete the day, and deletes it', async () => {
    const api = stubApi({ 'GET /api/availabilities/mine': week, 'DELETE /api/availabilities/Monday': { message: 'Availability for Monday deleted.' } });
    const { notify } = render(<UpdateSlotsPage />);
    await screen.findByText('Update Slots');
    await chooseOption('Day', 'Monday (1 slot)');
    await userEvent.click(screen.getByLabelText('Remove slot 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Monday' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText("Delete all of Monday's slots?").length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete day' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Availability for Monday deleted.'));
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/availabilities/Monday']);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("Update Slot Status: a failure without the server's message shows 'Failed to update slot status.'", async () => {
    stubApi({ 'GET /api/availabilities/mine': week, 'PUT /api/availabilities/Monday/slot': badGateway });
    const { notify } = render(<UpdateSlotStatusPage />);
    await screen.findByText('Update Slot Status');
    await chooseOption('Day', 'Monday (1 slot)');
    await userEvent.click(screen.getByRole('switch', { name: '09:00 – 09:30 booked' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.availability.updateSlotStatusFailed));
  });

  it("Delete Availability: a failure without the server's message shows 'Failed to delete availability.'", async () => {
    stubApi({ 'GET /api/availabilities/mine': week, 'DELETE /api/availabilities/Monday': badGateway });
    const { notify } = render(<DeleteAvailabilityPage />);
    await screen.findByText('Delete Availability');
    await chooseOption('Day', 'Monday (1 slot)');
    await userEvent.click(screen.getByRole('button', { name: 'Delete day' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.availability.deleteFailed));
  });

  const twoSlots = { data: [{ ...week.data[0], slots: [...week.data[0].slots, { startTime: '10:00', endTime: '11:00', isBooked: false }] }] };
  const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET').map((c) => [`${c.method} ${c.path}`, c.body]);

  it('My Availability edits the week in place: block a slot, remove one, add one', async () => {
    const api = stubApi({
      'GET /api/availabilities/mine': twoSlots,
      'GET /api/availabilities/overrides': { data: [] },
      'PUT /api/availabilities/Monday/slot': week.data[0],
      'PUT /api/availabilities/Monday': week.data[0],
      'POST /api/availabilities': week.data[0],
    });
    const { notify } = render(<MyAvailabilityPage />);
    const monday = await screen.findByRole('region', { name: 'Monday' });
    await userEvent.click(within(monday).getByRole('switch', { name: '09:00 – 09:30 open for booking' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.availability.slotStatusUpdated));
    await userEvent.click(within(monday).getByRole('button', { name: 'Remove 10:00 – 11:00' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.availability.slotsUpdated));

    const tuesday = screen.getByRole('region', { name: 'Tuesday' });
    expect(within(tuesday).getByText('Not working')).toBeInTheDocument();
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Add slot on Tuesday' }));
    await userEvent.type(within(tuesday).getByPlaceholderText('Start'), '14:00{enter}');
    await userEvent.type(within(tuesday).getByPlaceholderText('End'), '15:00{enter}');
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.availability.slotsAdded));

    expect(writes(api)).toEqual([
      ['PUT /api/availabilities/Monday/slot', { startTime: '09:00', endTime: '09:30', isBooked: true }],
      ['PUT /api/availabilities/Monday', { slots: [{ startTime: '09:00', endTime: '09:30' }] }],
      ['POST /api/availabilities', { dayOfWeek: 'Tuesday', slots: [{ startTime: '14:00', endTime: '15:00' }] }],
    ]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("My Availability: removing a day's last slot asks, then deletes the day", async () => {
    const api = stubApi({
      'GET /api/availabilities/mine': week,
      'GET /api/availabilities/overrides': { data: [] },
      'DELETE /api/availabilities/Monday': { message: 'Availability for Monday deleted.' },
    });
    render(<MyAvailabilityPage />);
    const monday = await screen.findByRole('region', { name: 'Monday' });
    await userEvent.click(within(monday).getByRole('button', { name: 'Remove 09:00 – 09:30' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete day' }));
    await waitFor(() => expect(writes(api)).toEqual([['DELETE /api/availabilities/Monday', undefined]]));
  });

  it('My Availability lists the time off ahead with its note', async () => {
    const override = { _id: 'o'.repeat(24), nutritionist: nutritionist._id, kind: 'time-off', startDate: '2099-12-24', endDate: '2099-12-26', note: 'Holidays' };
    stubApi({ 'GET /api/availabilities/mine': week, 'GET /api/availabilities/overrides': { data: [override] } });
    render(<MyAvailabilityPage />);
    const section = await screen.findByRole('region', { name: 'Date overrides' });
    expect(await within(section).findByText('Thu, 24 Dec 2099 – Sat, 26 Dec 2099')).toBeInTheDocument();
    expect(within(section).getByText('Holidays')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Delete Thu, 24 Dec 2099 – Sat, 26 Dec 2099' })).toBeInTheDocument();
  });

  it('My Availability leads to every availability editor, Delete Availability included', async () => {
    stubApi({ 'GET /api/availabilities/mine': week });
    render(<MyAvailabilityPage />);
    expect(await screen.findByRole('link', { name: 'Delete a day' })).toHaveAttribute('href', '/admin/deleteAvailability');
    expect(screen.getByRole('link', { name: 'Update slots' })).toHaveAttribute('href', '/admin/updateSlots');
    expect(screen.getByRole('link', { name: 'Slot status' })).toHaveAttribute('href', '/admin/updateSlotStatus');
  });
});
