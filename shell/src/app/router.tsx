import { lazy, type ComponentType } from 'react';
import { cataloguesReady } from '@clinic/i18n';
import { Route, Routes } from '@clinic/router';
import { ROLES } from '@clinic/contracts';
import { AppLayout } from '../layout/app-layout';
import { RequireAccess } from '../session/require-access';

/**
 * Each screen is its own chunk, fetched when its route is first visited: the sign-in page loads
 * the code of the sign-in page, not of the profile form or the remote loader. AppLayout's Suspense
 * boundary around the page holds the space while a screen's chunk arrives.
 */
// A screen that brings texts of its own shows once they are there in the chosen language.
const screen = (load: () => Promise<ComponentType>) => lazy(() => load().then(async (Component) => (await cataloguesReady(), { default: Component })));

const WelcomePage = screen(() => import('../features/home/welcome-page').then((m) => m.WelcomePage));
const HomePage = screen(() => import('../features/home/home-page').then((m) => m.HomePage));
const LoginPage = screen(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const RegisterPage = screen(() => import('../features/auth/register-page').then((m) => m.RegisterPage));
const ForgotPasswordPage = screen(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = screen(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage));
const UnauthorizedPage = screen(() => import('../features/errors/unauthorized-page').then((m) => m.UnauthorizedPage));
const ProfilePage = screen(() => import('../features/profile/profile-page').then((m) => m.ProfilePage));
const RemoteSwitch = screen(() => import('../remotes/remote-switch').then((m) => m.RemoteSwitch));

/**
 * The shell's own screens, and a catch-all that hands every other path to the remote owning it.
 * Paths match case-insensitively, so /Home and /home are the same screen.
 *
 * Declarative routes rather than a data router (createBrowserRouter): nothing here uses loaders or
 * actions, and the data router's engine would weigh on every page, the sign-in page included.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<WelcomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route path="profile" element={<RequireAccess access={ROLES}><ProfilePage /></RequireAccess>} />
        <Route path="*" element={<RemoteSwitch />} />
      </Route>
    </Routes>
  );
}
