import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, Messages, type UserInfo } from '@clinic/contracts';
import { apiError, renderScreen, stubApi } from '@clinic/host/testing';
import { SessionActionsContext } from '../../session/session-actions';
import { LoginPage } from './login-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

function renderLogin() {
  const signIn = jest.fn();
  const rendered = renderScreen(
    <SessionActionsContext.Provider value={{ signIn }}>
      <LoginPage />
    </SessionActionsContext.Provider>,
    { path: '/login', url: '/login' },
  );
  return { ...rendered, signIn };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('LoginPage (its own field checks, without antd Form)', () => {
  it('says what is missing or wrong and sends nothing', async () => {
    const api = stubApi({});
    renderLogin();
    await submit();
    expect(screen.getByText(Messages.auth.invalidPhone)).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await submit();
    expect(screen.getByText(Messages.auth.invalidPhone)).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('clears an error as soon as the field is put right', async () => {
    stubApi({});
    renderLogin();
    await submit();
    await userEvent.type(screen.getByLabelText('Phone number'), '9000000001');
    expect(screen.queryByText(Messages.auth.invalidPhone)).toBeNull();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'false');
  });

  it('signs in with the phone and password and hands the user to the session', async () => {
    const api = stubApi({ 'POST /api/users/auth': client });
    const { signIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Phone number'), '9000000001');
    await userEvent.type(screen.getByLabelText('Password'), 'client12345');
    await submit();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(signIn.mock.calls[0][0]).toEqual(client);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/users/auth', body: { phone: '9000000001', password: 'client12345' } }]);
  });

  it("shows the server's message when sign-in is refused", async () => {
    stubApi({
      'POST /api/users/auth': () =>
        apiError(401, ErrorCode.InvalidCredentials, 'Invalid phone number or password'),
    });
    const { notify, signIn } = renderLogin();
    await userEvent.type(screen.getByLabelText('Phone number'), '9000000001');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid phone number or password'));
    expect(signIn).not.toHaveBeenCalled();
  });
});
