import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, Messages } from '@clinic/contracts';
import { apiError, renderScreen, stubApi } from '@clinic/host/testing';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'k3Jd0cQ2m9Yh1xGZ7nTq4sVb8wLpR6aE5uCfHiNoMyA';
const render = (url = `/reset-password?token=${TOKEN}`) => renderScreen(<ResetPasswordPage />, { path: '/reset-password', url });

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the link’s token and goes to sign in', async () => {
    const api = stubApi({ 'POST /api/users/password-reset/complete': { message: Messages.auth.passwordReset } });
    const { notify } = render();
    await choose('a-brand-new-passphrase-7');
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/login'));
    expect(notify.success).toHaveBeenCalledWith(Messages.auth.passwordReset);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/users/password-reset/complete', body: { token: TOKEN, password: 'a-brand-new-passphrase-7' } }]);
  });

  it('checks the password rules and the confirmation before sending', async () => {
    const api = stubApi({});
    render();
    await choose('short', 'short');
    expect(await screen.findByText(Messages.users.passwordTooShort)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says when the link has expired or was used, with a way to ask for a new one', async () => {
    stubApi({ 'POST /api/users/password-reset/complete': () => apiError(400, ErrorCode.ResetLinkInvalid, Messages.auth.resetLinkInvalid) });
    render();
    await choose('a-brand-new-passphrase-7');
    expect(await screen.findByText(Messages.auth.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says a link without its token is incomplete', () => {
    stubApi({});
    render('/reset-password');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
