import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
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
  return (
    <AuthCard title="Forgot your password?" footer={<Link to="/login">Back to sign in</Link>}>
      {request.isSuccess ? (
        <Alert type="success" showIcon title="Check your email" description={request.data.message} />
      ) : (
        <Form<{ account: string }> layout="vertical" onFinish={({ account }) => request.mutate(account)} disabled={request.isPending}>
          <Typography.Paragraph>If your account has an email address, we can email you a link to choose a new password.</Typography.Paragraph>
          <Form.Item
            label="Phone number or email"
            name="account"
            rules={[{ validator: (_, value = '') => (isAccount(value) ? Promise.resolve() : Promise.reject(new Error('Enter your 10-digit phone number or your email address.'))) }]}
          >
            <Input autoComplete="username" placeholder="10-digit mobile number or email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={request.isPending}>
            Email me a reset link
          </Button>
        </Form>
      )}
      <Divider plain>No email on your account?</Divider>
      <ClinicResetSteps />
    </AuthCard>
  );
}
