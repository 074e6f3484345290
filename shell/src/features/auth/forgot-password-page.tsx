import { Typography } from 'antd';
import { Link } from '@clinic/router';
import { AuthCard } from './auth-card';

/** `/forgot-password`: passwords are reset by the clinic, which knows its clients in person. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" footer={<Link to="/login">Back to sign in</Link>}>
      <Typography.Paragraph>To get back into your account:</Typography.Paragraph>
      <ol style={{ paddingLeft: 20, lineHeight: 1.7 }}>
        <li>Call or visit the clinic's reception with the phone number you registered with.</li>
        <li>Once they have confirmed it is you, the clinic sets a temporary password on your account.</li>
        <li>Sign in with your phone number and the temporary password.</li>
        <li>
          Open <strong>Profile</strong> and choose a new password that only you know.
        </li>
      </ol>
      <Typography.Paragraph type="secondary">
        For your privacy, the clinic never sends passwords by message or email.
      </Typography.Paragraph>
    </AuthCard>
  );
}
