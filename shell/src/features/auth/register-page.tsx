import './auth-i18n';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from '@clinic/router';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import type { RegisterRequest } from '@clinic/contracts';
import { EmailField, NameField, NewPasswordFields, phoneFormItemProps, phoneInputProps, showFieldErrors, disabledWhile } from '@clinic/ui';
import { useCurrentUser, useNotify } from '@clinic/host';
import { richText, useTranslation } from '@clinic/i18n';
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
  const [form] = Form.useForm<RegisterForm>();
  const { t } = useTranslation('shell');
  const register = useMutation({
    mutationFn: (body: RegisterRequest) => unwrap(api.POST('/api/users', { body })),
    onSuccess: signIn,
    onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('auth.register.failed'))),
  });

  if (user) return <Navigate to={redirect} replace />;

  const submit = ({ confirmPassword: _confirm, email, ...values }: RegisterForm) =>
    register.mutate({ ...values, ...(email ? { email } : {}) });

  return (
    <AuthCard title={t('auth.register.title')} footer={richText(t('auth.register.footer'), { login: (text) => <Link to="/login">{text}</Link> })}>
      <Form<RegisterForm> form={form} layout="vertical" onFinish={submit} requiredMark="optional" disabled={disabledWhile(register.isPending)}>
        <NameField label={t('auth.register.fullName')} autoFocus />
        <Form.Item label={t('auth.register.phone')} name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} placeholder={t('auth.register.phonePlaceholder')} />
        </Form.Item>
        <EmailField />
        <NewPasswordFields required />
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
