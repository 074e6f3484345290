import { Paragraph, Title } from '@clinic/ui';
import '../screens-i18n';

import { Link } from '@clinic/router';
import { useHost } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
import { homeLinks, type MenuLink, type Translate } from '../../layout/menus';
import { BackupAlert } from './backup-alert';
import { OptionCards } from './option-cards';

const guestLinks = (t: Translate): MenuLink[] =>
  (
    [
      ['/login', 'signIn'],
      ['/register', 'register'],
      ['/home', 'about'],
    ] as const
  ).map(([path, key]) => ({ path, label: t(`welcome.guestLinks.${key}.label`), description: t(`welcome.guestLinks.${key}.description`) }));

/** `/`: who you are (the role in capitals, spec section 2, within a plain sentence), and everything you can do from here. */
export function WelcomePage() {
  const { user, signOut } = useHost();
  const { t } = useTranslation('shell');
  const role = (text: string) => <strong data-testid="welcome-role">{text}</strong>;
  return (
    <div>
      <Title level={1} style={{ fontSize: 30 }}>{user ? t('welcome.titleUser', { name: user.name }) : t('welcome.title')}</Title>
      <Paragraph type="secondary" style={{ fontSize: 16 }}>
        {user
          ? richText(t('welcome.signedIn', { role: t(`labels.role.${user.role}`) }), { role, home: (text) => <Link to="/home">{text}</Link> })
          : richText(t('welcome.guest', { role: t('labels.role.guest') }), { role })}
      </Paragraph>
      <BackupAlert />
      {user ? <OptionCards links={homeLinks(user.role, t)} onLogout={() => void signOut()} /> : <OptionCards links={guestLinks(t)} />}
    </div>
  );
}
