import { Typography } from 'antd';

/** How a user without an email address gets back in: the clinic sets a temporary password. */
export function ClinicResetSteps() {
  return (
    <>
      <ol style={{ paddingLeft: 20, lineHeight: 1.7 }}>
        <li>Call or visit the clinic's reception with the phone number you registered with.</li>
        <li>Once they have confirmed it is you, the clinic sets a temporary password on your account.</li>
        <li>Sign in with your phone number and the temporary password.</li>
        <li>
          Open <strong>Profile</strong> and choose a new password that only you know.
        </li>
      </ol>
      <Typography.Paragraph type="secondary">For your privacy, the clinic never sends passwords by message or email.</Typography.Paragraph>
    </>
  );
}
