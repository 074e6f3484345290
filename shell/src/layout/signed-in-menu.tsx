import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from '@clinic/router';
import { useUnreadCount } from '@clinic/api-client';
import { isClinician } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { roleMenu } from './menus';

/**
 * The header menu of a signed-in user: their role's menu, messages with the unread count, and
 * their own menu. Its own chunk, loaded once someone signs in: the sign-in page does without it.
 */
export function SignedInMenu() {
  const { pathname } = useLocation();
  const { user, signOut } = useHost();
  const unread = useUnreadCount(Boolean(user)).data?.count ?? 0;
  if (!user) return null;
  const menu = roleMenu(user.role);
  // Practitioners see who wrote; a client has one place to read.
  const inbox = isClinician(user.role) ? '/admin/conversationList' : '/conversation';
  const items: MenuProps['items'] = [
    { key: '/home', label: <Link to="/home">Home</Link> },
    { key: '/profile', label: <Link to="/profile">Profile</Link> },
    {
      key: inbox,
      label: (
        <Link to={inbox} aria-label={`Messages, ${unread} unread`}>
          <Badge count={unread} size="small" offset={[10, -2]} data-testid="unread-count">
            Messages
          </Badge>
        </Link>
      ),
    },
    {
      key: 'role-menu',
      label: menu.title,
      children: menu.links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> })),
    },
    {
      key: 'user-menu',
      label: user.name,
      children: [
        { key: '/profile#user', label: <Link to="/profile">Profile</Link> },
        { key: 'logout', label: 'Logout', onClick: () => void signOut() },
      ],
    },
  ];
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', justifyContent: 'flex-end' }}
      aria-label="Main navigation"
    />
  );
}
