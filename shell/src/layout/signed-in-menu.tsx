import { useSyncExternalStore } from 'react';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useHost } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { HeaderIcon } from './header-icon';
import { HeaderMenu, type HeaderItem, type MenuSection } from './header-menu';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';
import { roleMenu } from './menus';

/** Below this width the header's links do not fit beside the clinic's name, in Hindi least of all. */
const COMPACT = '(max-width: 960px)';

function useCompact(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(COMPACT);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(COMPACT).matches,
  );
}

/**
 * The header menu of a signed-in user: Home, Profile, their role's menu and their own menu, then the
 * notifications bell and Messages, each with its unread count. On a phone or a narrow window, one
 * Menu holds them all, in one list with headings. Its own chunk, loaded once someone signs in: the
 * sign-in page does without it.
 */
export function SignedInMenu() {
  const { user, signOut } = useHost();
  const { t } = useTranslation('shell');
  const compact = useCompact();
  if (!user) return null;
  const menu = roleMenu(user.role, t);
  const home = { key: '/home', label: t('header.home'), to: '/home' };
  const profile = { key: '/profile', label: t('header.profile'), to: '/profile' };
  const logout = { key: 'logout', label: t('header.logout'), onSelect: () => void signOut() };
  // The Client Menu is one list; the Admin Panel is grouped (Schedule, Clients, …).
  const roleSections: MenuSection[] = menu.groups.map((group) => ({
    title: group.title || (compact ? menu.title : undefined),
    entries: group.links.map((link) => ({ key: link.path, label: link.label, to: link.path })),
  }));
  const items: HeaderItem[] = compact
    ? [
        {
          kind: 'menu',
          key: 'all',
          label: t('header.menu'),
          icon: <HeaderIcon icon={MenuOutlined} />,
          sections: [{ entries: [home, profile] }, ...roleSections, { title: user.name, entries: [logout] }],
        },
      ]
    : [
        { kind: 'link', ...home },
        { kind: 'link', ...profile },
        { kind: 'menu', key: 'role-menu', label: menu.title, sections: roleSections },
        { kind: 'menu', key: 'user-menu', label: user.name, sections: [{ entries: [{ ...profile, key: '/profile#user' }, logout] }] },
      ];
  return (
    <>
      <HeaderMenu items={items} label={t('header.mainNavigation')} />
      <NotificationsBell />
      <MessagesLink role={user.role} />
    </>
  );
}
