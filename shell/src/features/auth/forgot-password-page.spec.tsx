import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ForgotPasswordPage } from './forgot-password-page';

const render = () => renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', url: '/forgot-password' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));

describe('ForgotPasswordPage', () => {
  it('asks for a reset link by phone number (as stored) and shows the server’s one answer', async () => {
    const api = stubApi({ 'POST /api/users/password-reset': { message: Messages.auth.resetRequested } });
    render();
    await userEvent.type(screen.getByLabelText('Phone number or email'), '+91 98765 43210');
    await submit();
    expect(await screen.findByText(Messages.auth.resetRequested)).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/users/password-reset', body: { account: '9876543210' } }]);
    expect(screen.queryByRole('button', { name: 'Email me a reset link' })).toBeNull();
  });

  it('takes an email address, refuses anything else, and keeps the clinic’s way for accounts without email', async () => {
    const api = stubApi({ 'POST /api/users/password-reset': { message: Messages.auth.resetRequested } });
    render();
    expect(screen.getByText('No email on your account?')).toBeInTheDocument();
    expect(screen.getByText(/Call or visit the clinic's reception/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number or email'), 'asha');
    await submit();
    expect(await screen.findByText('Enter your 10-digit phone number or your email address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Phone number or email'), '@example.com');
    await submit();
    await screen.findByText(Messages.auth.resetRequested);
    expect(api.calls[0].body).toEqual({ account: 'asha@example.com' });
  });
});
