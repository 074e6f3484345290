import './auth-i18n';
import { Paragraph, disabledWhile } from '@clinic/ui';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { translateServerMessage, useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';
import { AuthCard } from './auth-card';
import { ClinicResetSteps } from './clinic-reset-steps';
import { isAccount, useResetRequest } from './use-reset-request';

/**
 * `/forgot-password`: a reset link by email for accounts with an email address; for the others the
 * clinic resets the password, as it knows its clients in person.
 */
export function ForgotPasswordPage() {
  const request = useResetRequest();
  const { t } = useTranslation('shell');
  return (
    <AuthCard title={t('auth.forgot.title')} footer={<Link to="/login">{t('auth.backToSignIn')}</Link>}>
      {request.isSuccess ? (
        <Alert type="success" showIcon title={t('auth.forgot.checkEmail')} description={translateServerMessage(request.data.message)} />
      ) : (
        <Form<{ account: string }> layout="vertical" onFinish={({ account }) => request.mutate(account)} disabled={disabledWhile(request.isPending)}>
          <Paragraph>{t('auth.forgot.intro')}</Paragraph>
          <Form.Item
            label={t('auth.forgot.account')}
            name="account"
            rules={[{ validator: (_, value = '') => (isAccount(value) ? Promise.resolve() : Promise.reject(new Error(t('auth.forgot.accountInvalid')))) }]}
          >
            <Input autoComplete="username" placeholder={t('auth.forgot.accountPlaceholder')} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
      <Divider plain>{t('auth.forgot.noEmail')}</Divider>
      <ClinicResetSteps />
    </AuthCard>
  );
}
