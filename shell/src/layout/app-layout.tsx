import { Alert, Badge, Layout, Menu, type MenuProps } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useUnreadCount } from '@clinic/api-client';
import { isClinician } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { onShareMismatch, type ShareMismatch } from '../remotes/share-check';
import { roleMenu } from './menus';

const { Header, Content, Footer } = Layout;

function useMenuItems(): MenuProps['items'] {
  const { user, signOut } = useHost();
  const unread = useUnreadCount(Boolean(user)).data?.count ?? 0;
  const items: MenuProps['items'] = [
    { key: '/home', label: <Link to="/home">Home</Link> },
    { key: '/profile', label: <Link to="/profile">Profile</Link> },
  ];
  if (!user) return [...items, { key: '/login', label: <Link to="/login">Sign In</Link> }];
  const menu = roleMenu(user.role);
  // Practitioners see who wrote; a client has one place to read.
  const inbox = isClinician(user.role) ? '/admin/conversationList' : '/conversation';
  return [
    ...items,
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
}

function useShareMismatches(): readonly ShareMismatch[] {
  const [mismatches, setMismatches] = useState<readonly ShareMismatch[]>([]);
  useEffect(() => onShareMismatch((list) => setMismatches([...list])), []);
  return mismatches;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const items = useMenuItems();
  const mismatches = useShareMismatches();
  return (
    <Layout style={{ minHeight: '100%' }}>
      <Header style={{ display: 'flex', alignItems: 'center', gap: 24, background: '#fff', borderBottom: '1px solid #e8ece8', paddingInline: 24 }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 18, color: '#2f7d4f', whiteSpace: 'nowrap' }} aria-label="Nutrition Clinic home">
          🥗 Nutrition Clinic
        </Link>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={[pathname]}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', justifyContent: 'flex-end' }}
          aria-label="Main navigation"
        />
      </Header>
      <Content style={{ padding: '24px', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        {mismatches.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Part of this site was built for other library versions and may not work correctly."
            description={mismatches.map((m) => `${m.consumer} needs ${m.pkgName} ${m.required}; ${m.provided} is loaded.`).join(' ')}
          />
        )}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Content>
      <Footer style={{ textAlign: 'center', color: '#667' }}>© {new Date().getFullYear()} Nutrition Clinic. All rights reserved.</Footer>
    </Layout>
  );
}
