import { Alert, Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@clinic/router';
import { api, errorMessage, isApiError, unwrap } from '@clinic/api-client';
import { ErrorCode, Messages } from '@clinic/contracts';
import { NewPasswordFields, showFieldErrors } from '@clinic/ui';
import { useNotify } from '@clinic/host';
import { AuthCard } from './auth-card';

type ResetForm = { password: string; confirmPassword: string };

/** `/reset-password?token=…`, from the emailed link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<ResetForm>();
  const reset = useMutation({
    mutationFn: (password: string) => unwrap(api.POST('/api/users/password-reset/complete', { body: { token, password } })),
    onSuccess: ({ message }) => {
      notify.success(message);
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ResetLinkInvalid) return;
      if (!showFieldErrors(form, error)) notify.error(errorMessage(error, 'Could not change the password. Please try again.'));
    },
  });
  const linkDead = !token || (isApiError(reset.error) && reset.error.code === ErrorCode.ResetLinkInvalid);

  return (
    <AuthCard title="Choose a new password" footer={<Link to="/login">Back to sign in</Link>}>
      {linkDead ? (
        <Alert
          type="error"
          showIcon
          title={token ? Messages.auth.resetLinkInvalid : 'This link is incomplete. Open the link from the email again, or ask for a new one.'}
          description={<Link to="/forgot-password">Ask for a new link</Link>}
        />
      ) : (
        <Form<ResetForm> form={form} layout="vertical" onFinish={({ password }) => reset.mutate(password)} disabled={reset.isPending}>
          <NewPasswordFields label="New password" required />
          <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
            Set new password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
