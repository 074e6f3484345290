/**
 * A minimal host for working on one remote alone: a real signed-in session against the API, the
 * host API the shell offers (user, toasts, clinic settings), a plain layout and the remote's own
 * routes, bundled directly (no federation, no other remote needed). Started by `nx serve <remote>`.
 */
import { App as AntApp, Button, ConfigProvider, Form, Input, Layout, Result, Space, Spin, Typography } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import { api, errorMessage, onUnauthenticated, unwrap } from '@clinic/api-client';
import { DEFAULT_CLINIC_SETTINGS, type UserInfo } from '@clinic/contracts';
import { HOST_API_VERSION, HostContext, type ClinicSettings, type HostApi, type RouteAccess } from '@clinic/host';
import remote from '@remote/routes';

const STORAGE_KEY = 'clinic.dev-host.user';
const DEFAULT_CLINIC: ClinicSettings = { ...DEFAULT_CLINIC_SETTINGS };

function SignIn({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (body: { phone: string; password: string }) => {
    setBusy(true);
    try {
      onSignedIn(await unwrap(api.POST('/api/users/auth', { body })));
    } catch (error) {
      void message.error(errorMessage(error, 'Login failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 360, margin: '48px auto' }}>
      <Typography.Title level={3}>Dev host: sign in</Typography.Title>
      <Form layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item label="Phone number" name="phone" rules={[{ required: true }]}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Sign In
        </Button>
      </Form>
    </div>
  );
}

const allowed = (access: RouteAccess, user: UserInfo) => access === 'public' || access.includes(user.role);

function RemoteScreens({ user }: { user: UserInfo }) {
  const routes = useMemo(
    () => [
      ...remote.routes.map((r) => ({
        path: r.path,
        element: allowed(r.access, user) ? <r.Component /> : <Result status="403" title={`${user.role} may not open ${r.path}`} />,
      })),
      { path: '*', element: <Typography.Paragraph>Pick a screen above.</Typography.Paragraph> },
    ],
    [user],
  );
  return useRoutes(routes);
}

function DevHost() {
  const { message } = AntApp.useApp();
  const [user, setUser] = useState<UserInfo | null>(() => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  const [clinic, setClinic] = useState(DEFAULT_CLINIC);
  useEffect(() => {
    fetch('/config.json')
      .then((r) => (r.ok ? r.json() : null))
      .then((c) => c?.clinic && setClinic({ ...DEFAULT_CLINIC, ...c.clinic }))
      .catch(() => undefined);
  }, []);
  const remember = (next: UserInfo | null) => {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
    setUser(next);
  };
  useEffect(() => onUnauthenticated(() => remember(null)), []);

  const host: HostApi = {
    version: HOST_API_VERSION,
    user,
    clinic,
    notify: {
      success: (t) => void message.success(t),
      error: (t) => void message.error(t),
      info: (t) => void message.info(t),
      warning: (t) => void message.warning(t),
    },
    signOut: async () => {
      await api.POST('/api/users/logout').catch(() => undefined);
      remember(null);
    },
    updateUser: (u) => remember(u),
  };

  const links = remote.routes.filter((r) => !r.path.includes(':'));
  return (
    <HostContext.Provider value={host}>
      <Layout style={{ minHeight: '100%' }}>
        <Layout.Header style={{ background: '#fff', display: 'flex', gap: 16, alignItems: 'center', overflowX: 'auto' }}>
          <strong>Dev host · {remote.version}</strong>
          {user &&
            links.map((r) => (
              <Link key={r.path} to={`/${r.path}`}>
                {r.title}
              </Link>
            ))}
          {user && (
            <Space style={{ marginLeft: 'auto' }}>
              <span>
                {user.name} ({user.role})
              </span>
              <Button onClick={() => void host.signOut()}>Sign out</Button>
            </Space>
          )}
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {user ? (
            <Suspense fallback={<Spin />}>
              <RemoteScreens user={user} />
            </Suspense>
          ) : (
            <SignIn onSignedIn={remember} />
          )}
        </Layout.Content>
      </Layout>
    </HostContext.Provider>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    // Fixed page sizes, as in the shell (clinicPagination in shell/src/app/theme.ts).
    <ConfigProvider theme={{ token: { colorPrimary: '#2f7d4f' } }} pagination={{ showSizeChanger: false }}>
      <AntApp message={{ duration: 5 }}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>{children}</BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <DevHost />
    </Providers>
  </StrictMode>,
);
