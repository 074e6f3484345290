import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { ClientPicker } from './client-picker';

const ASHA = { _id: 'c1', name: 'Asha Rao', phone: '9876543210' };

describe('ClientPicker', () => {
  it('shows each client as name and phone, and passes the typing to the screen', async () => {
    const onSearch = jest.fn();
    const onChange = jest.fn();
    render(<ClientPicker aria-label="Client" clients={[ASHA]} searching={false} onSearch={onSearch} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'Ash');
    expect(onSearch).toHaveBeenLastCalledWith('Ash');
    await userEvent.click(await screen.findByText('Asha Rao · 9876543210'));
    expect(onChange).toHaveBeenCalledWith('c1', expect.anything());
  });

  it('says a nutritionist has no clients yet rather than that none were found', async () => {
    render(<ClientPicker aria-label="Client" clients={[]} searching={false} onSearch={jest.fn()} careTeamOnly open />);
    expect(await screen.findByText(Messages.care.noClientsYet)).toBeTruthy();
  });

  it('says it is searching while the answer is on its way', async () => {
    render(<ClientPicker aria-label="Client" clients={undefined} searching onSearch={jest.fn()} open />);
    expect(await screen.findByText('Searching…')).toBeTruthy();
  });
});
