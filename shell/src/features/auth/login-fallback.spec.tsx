import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { SessionActionsContext } from '../../session/session-actions';
import { LoginPage } from './login-page';

describe('LoginPage when the failure carries no server message', () => {
  it("shows 'Login failed', not the status of a proxy's error page", async () => {
    stubApi({
      'POST /api/users/auth': () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    });
    const { notify } = renderScreen(
      <SessionActionsContext.Provider value={{ signIn: jest.fn() }}>
        <LoginPage />
      </SessionActionsContext.Provider>,
      { path: '/login', url: '/login' },
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '9000000001');
    await userEvent.type(screen.getByLabelText('Password'), 'client12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.auth.loginFailed));
  });
});
