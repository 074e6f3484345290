import { Typography } from 'antd';
import { Link } from '@clinic/router';
import { useHost } from '@clinic/host';
import { homeLinks } from '../../layout/menus';
import { BackupAlert } from './backup-alert';
import { OptionCards } from './option-cards';

const GUEST_LINKS = [
  { path: '/login', label: 'Sign In', description: 'Already a client? Sign in with your phone number.' },
  { path: '/register', label: 'Register', description: 'New here? Create your account in a minute.' },
  { path: '/home', label: 'About the clinic', description: 'How follow-up nutrition plans work.' },
];

/** `/`: who you are (the role in capitals, spec section 2, within a plain sentence), and everything you can do from here. */
export function WelcomePage() {
  const { user, signOut } = useHost();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 30 }}>{user ? `Welcome, ${user.name}` : 'Welcome'}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {user ? (
          <>
            You are signed in with a <strong data-testid="welcome-role">{user.role.toUpperCase()}</strong> account.{' '}
            <Link to="/home">Go to your home page</Link> for what needs doing today.
          </>
        ) : (
          <>
            You are browsing as a <strong data-testid="welcome-role">GUEST</strong>. Sign in to book a visit and see your plan.
          </>
        )}
      </Typography.Paragraph>
      <BackupAlert />
      {user ? <OptionCards links={homeLinks(user.role)} onLogout={() => void signOut()} /> : <OptionCards links={GUEST_LINKS} />}
    </div>
  );
}
