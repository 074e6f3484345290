import { Form, Input, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { EMAIL_MAX_LENGTH, Messages, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@clinic/contracts';

type Rules = NonNullable<FormItemProps['rules']>;

/**
 * The rules of an account's name, email and password, with the API's limits and messages: the same
 * on registering, on the profile and on an admin's edit of a user.
 */
export const accountRules = {
  name: [
    { required: true, whitespace: true, message: Messages.users.nameRequired },
    { max: NAME_MAX_LENGTH, message: `Name must be at most ${NAME_MAX_LENGTH} characters.` },
  ] satisfies Rules,
  email: [{ type: 'email', max: EMAIL_MAX_LENGTH, message: Messages.users.invalidEmail }] satisfies Rules,
  /** A new password; optional where blank means "keep the current one". */
  password: (required: boolean): Rules => [
    { required, min: PASSWORD_MIN_LENGTH, message: Messages.users.passwordTooShort },
    { max: PASSWORD_MAX_LENGTH, message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` },
  ],
  /** The same password again, checked against the field `password`. */
  confirmPassword: (required: boolean): Rules => [
    ...(required ? [{ required: true, message: 'Please confirm your password' }] : []),
    ({ getFieldValue }) => ({
      validator: (_rule, value?: string) =>
        (required && !value) || (getFieldValue('password') ?? '') === (value ?? '') ? Promise.resolve() : Promise.reject(new Error(Messages.auth.passwordsDoNotMatch)),
    }),
  ],
};

interface FieldProps {
  label?: string;
  /** "off" where someone fills in another person's details. */
  autoComplete?: string;
  autoFocus?: boolean;
}

export function NameField({ label = 'Name', autoComplete = 'name', autoFocus }: FieldProps) {
  return (
    <Form.Item label={label} name="name" rules={accountRules.name}>
      <Input autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}

export function EmailField({ label = 'Email', autoComplete = 'email' }: FieldProps) {
  return (
    <Form.Item label={label} name="email" rules={accountRules.email}>
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );
}

/** A new password (field `password`), and its confirmation (field `confirmPassword`) unless `confirm` is false. */
export function NewPasswordFields({ label = 'Password', extra, required = false, confirm = true }: { label?: string; extra?: ReactNode; required?: boolean; confirm?: boolean }) {
  return (
    <>
      <Form.Item label={label} name="password" extra={extra} rules={accountRules.password(required)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {confirm && (
        <Form.Item label="Confirm password" name="confirmPassword" dependencies={['password']} rules={accountRules.confirmPassword(required)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
