import { createBrowserRouter, Outlet } from 'react-router-dom';
import { ROLES } from '@clinic/contracts';
import type { ClinicSettings } from '@clinic/host';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { UnauthorizedPage } from '../features/errors/unauthorized-page';
import { HomePage } from '../features/home/home-page';
import { WelcomePage } from '../features/home/welcome-page';
import { ProfilePage } from '../features/profile/profile-page';
import { AppLayout } from '../layout/app-layout';
import { RemoteSwitch } from '../remotes/remote-switch';
import { HostProvider } from '../session/host-provider';
import { RequireAccess } from '../session/require-access';

/**
 * The shell's own screens, and a catch-all that hands every other path to the remote owning it.
 * Paths match case-insensitively, so /Home and /home are the same screen.
 */
export function createRouter(clinic: ClinicSettings) {
  return createBrowserRouter([
    {
      element: (
        <HostProvider clinic={clinic}>
          <Outlet />
        </HostProvider>
      ),
      children: [
        {
          element: <AppLayout />,
          children: [
            { index: true, element: <WelcomePage /> },
            { path: 'home', element: <HomePage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'register', element: <RegisterPage /> },
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'unauthorized', element: <UnauthorizedPage /> },
            {
              path: 'profile',
              element: (
                <RequireAccess access={ROLES}>
                  <ProfilePage />
                </RequireAccess>
              ),
            },
            { path: '*', element: <RemoteSwitch /> },
          ],
        },
      ],
    },
  ]);
}
