import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDelete } from './confirm-delete';

const renderDelete = () => {
  const onConfirm = jest.fn();
  render(<ConfirmDelete what="Asha Rao" title="Delete this user?" description="She can no longer sign in." onConfirm={onConfirm} />);
  return onConfirm;
};

describe('ConfirmDelete', () => {
  it('asks first, also from the keyboard: Enter opens the question, the link keeps the focus, its Delete deletes', async () => {
    const onConfirm = renderDelete();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete Asha Rao' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Delete this user?')).toBeInTheDocument();
    expect(screen.getByText('She can no longer sign in.')).toBeInTheDocument();
    // The question's code arrived and the link was drawn again inside it: the focus is still there.
    expect(screen.getByRole('button', { name: 'Delete Asha Rao' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('deletes nothing when the question is turned down, and asks again next time', async () => {
    const onConfirm = renderDelete();
    const popup = () => document.querySelector('.ant-popconfirm');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popup()).toHaveClass('ant-popover-hidden'));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await waitFor(() => expect(popup()).not.toHaveClass('ant-popover-hidden'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
