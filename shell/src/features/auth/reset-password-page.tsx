import './auth-i18n';
import { Alert, Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@clinic/router';
import { api, errorMessage, isApiError, unwrap } from '@clinic/api-client';
import { ErrorCode } from '@clinic/contracts';
import { NewPasswordFields, showFieldErrors, disabledWhile } from '@clinic/ui';
import { useNotify } from '@clinic/host';
import { translateServerMessage, useMessages, useTranslation } from '@clinic/i18n';
import { AuthCard } from './auth-card';

type ResetForm = { password: string; confirmPassword: string };

/** `/reset-password?token=…`, from the emailed link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<ResetForm>();
  const { t } = useTranslation('shell');
  const m = useMessages();
  const reset = useMutation({
    mutationFn: (password: string) => unwrap(api.POST('/api/users/password-reset/complete', { body: { token, password } })),
    onSuccess: ({ message }) => {
      notify.success(translateServerMessage(message));
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ResetLinkInvalid) return;
      if (!showFieldErrors(form, error)) notify.error(errorMessage(error, t('auth.reset.failed')));
    },
  });
  const linkDead = !token || (isApiError(reset.error) && reset.error.code === ErrorCode.ResetLinkInvalid);

  return (
    <AuthCard title={t('auth.reset.title')} footer={<Link to="/login">{t('auth.backToSignIn')}</Link>}>
      {linkDead ? (
        <Alert
          type="error"
          showIcon
          title={token ? m.auth.resetLinkInvalid : t('auth.reset.incomplete')}
          description={<Link to="/forgot-password">{t('auth.reset.askNew')}</Link>}
        />
      ) : (
        <Form<ResetForm> form={form} layout="vertical" onFinish={({ password }) => reset.mutate(password)} disabled={disabledWhile(reset.isPending)}>
          <NewPasswordFields label={t('auth.reset.newPassword')} required />
          <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
