import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from '@clinic/router';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { Messages, PASSWORD_MIN_LENGTH, type RegisterRequest } from '@clinic/contracts';
import { phoneFormItemProps, phoneInputProps } from '@clinic/ui';
import { useCurrentUser, useNotify } from '@clinic/host';
import { useSessionActions } from '../../session/session-actions';
import { AuthCard } from './auth-card';
import { safeRedirect } from './redirect';

type RegisterForm = RegisterRequest & { confirmPassword: string };

/** `/register`: a new client account, signed in at once; afterwards to `redirect`, by default /. */
export function RegisterPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/');
  const { signIn } = useSessionActions();
  const notify = useNotify();
  const register = useMutation({
    mutationFn: (body: RegisterRequest) => unwrap(api.POST('/api/users', { body })),
    onSuccess: signIn,
    onError: (error) => notify.error(errorMessage(error, 'Registration failed')),
  });

  if (user) return <Navigate to={redirect} replace />;

  const submit = ({ confirmPassword: _confirm, email, ...values }: RegisterForm) =>
    register.mutate({ ...values, ...(email ? { email } : {}) });

  return (
    <AuthCard title="Create your account" footer={<>Already registered? <Link to="/login">Sign in</Link></>}>
      <Form<RegisterForm> layout="vertical" onFinish={submit} requiredMark="optional" disabled={register.isPending}>
        <Form.Item label="Full name" name="name" rules={[{ required: true, whitespace: true, message: Messages.users.nameRequired }]}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item label="Phone number" name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} placeholder="10-digit mobile number; you will sign in with it" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ type: 'email', message: Messages.users.invalidEmail }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: Messages.users.passwordTooShort }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm your password' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(Messages.auth.passwordsDoNotMatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          Register
        </Button>
      </Form>
    </AuthCard>
  );
}
