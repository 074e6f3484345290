import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from '@clinic/router';
import { useHost } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';
import { roleMenu } from './menus';

/**
 * The header menu of a signed-in user: their role's menu and their own menu, then the notifications
 * bell and Messages, each with its unread count. Its own chunk, loaded once someone signs in: the
 * sign-in page does without it.
 */
export function SignedInMenu() {
  const { pathname } = useLocation();
  const { user, signOut } = useHost();
  const { t } = useTranslation('shell');
  if (!user) return null;
  const menu = roleMenu(user.role, t);
  const items: MenuProps['items'] = [
    { key: '/home', label: <Link to="/home">{t('header.home')}</Link> },
    { key: '/profile', label: <Link to="/profile">{t('header.profile')}</Link> },
    {
      key: 'role-menu',
      label: menu.title,
      // The Client Menu is one list; the Admin Panel is grouped (Schedule, Clients, …).
      children: menu.groups.flatMap((group): NonNullable<MenuProps['items']> => {
        const links = group.links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }));
        return group.title ? [{ key: `group:${group.title}`, type: 'group', label: group.title, children: links }] : links;
      }),
    },
    {
      key: 'user-menu',
      label: user.name,
      children: [
        { key: '/profile#user', label: <Link to="/profile">{t('header.profile')}</Link> },
        { key: 'logout', label: t('header.logout'), onClick: () => void signOut() },
      ],
    },
  ];
  return (
    <>
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={[pathname]}
        style={{ flex: 1, minWidth: 0, borderBottom: 'none', justifyContent: 'flex-end' }}
        aria-label={t('header.mainNavigation')}
      />
      <NotificationsBell />
      <MessagesLink role={user.role} />
    </>
  );
}
