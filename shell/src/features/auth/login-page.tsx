import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { Messages, PHONE_LENGTH, PHONE_PATTERN, type LoginRequest } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { useSessionActions } from '../../session/session-actions';
import { AuthCard } from './auth-card';
import { safeRedirect } from './redirect';

/** `/login`: phone and password; afterwards to `redirect`, by default /Home. */
export function LoginPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/Home');
  const { signIn } = useSessionActions();
  const notify = useNotify();
  const login = useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/users/auth', { body })),
    onSuccess: signIn,
    onError: (error) => notify.error(errorMessage(error, Messages.auth.loginFailed)),
  });

  if (user) return <Navigate to={redirect} replace />;

  return (
    <AuthCard
      title="Sign In"
      footer={
        <>
          New here? <Link to={`/register${params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>Create an account</Link>
          <br />
          <Link to="/forgot-password">Forgot your password?</Link>
        </>
      }
    >
      <Form<LoginRequest> layout="vertical" onFinish={(values) => login.mutate(values)} requiredMark={false} disabled={login.isPending}>
        <Form.Item
          label="Phone number"
          name="phone"
          rules={[{ required: true, pattern: PHONE_PATTERN, message: Messages.auth.invalidPhone }]}
        >
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel-national" placeholder="10-digit mobile number" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
